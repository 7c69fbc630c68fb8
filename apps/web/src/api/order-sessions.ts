import {
  orderSessionBody,
  type OrderSessionRecord,
  type OrderSessionRequest,
} from '@laydown/contracts';
import { http } from './http-client';

/** procurement-core §7 Order session: the order's edit lock (decision 0086). */
type SessionCall = 'update' | 'unlock' | 'release';

const path = (call: SessionCall) => `/api/order_session/${call}`;
const body = (orderId: number): OrderSessionRequest => ({ order_session: { order_id: orderId } });

function sessionCall(call: SessionCall, orderId: number): Promise<OrderSessionRecord> {
  return http
    .request(path(call), { method: 'PATCH', body: body(orderId), schema: orderSessionBody })
    .then((b) => b.order_session);
}

/** The heartbeat: takes a free lock or keeps one's own. */
export const updateOrderSession = (orderId: number) => sessionCall('update', orderId);
export const unlockOrderSession = (orderId: number) => sessionCall('unlock', orderId);
export const releaseOrderSession = (orderId: number) => sessionCall('release', orderId);

/**
 * The release sent while the page unloads: a keepalive fetch outlives the page (sendBeacon would
 * too, but it can only POST, and the call is a PATCH).
 */
export function releaseOrderSessionOnUnload(orderId: number): void {
  void fetch(path('release'), {
    method: 'PATCH',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body(orderId)),
  }).catch(() => undefined);
}
