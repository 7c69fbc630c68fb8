import {
  internalCommentsBody,
  orderFormBody,
  orderHistoryBody,
  orderPdfRequestedBody,
  orderSettingsBody,
  type CreateOrderRequest,
  type InternalCommentRecord,
  type OrderBody,
  type OrderFormRecord,
  type OrderHistoryRecord,
  type OrderRecord,
  type OrderSettingsRecord,
  type UpdateOrderRequest,
} from '@laydown/contracts';
import { asWritten, http } from './http-client';
import { orderPath } from './order-paths';

/** procurement-core §7 Orders: one order's calls (the list is api/order-list.ts). */

const orderAnswer = asWritten<OrderBody>();

export function fetchOrder(id: number, signal?: AbortSignal): Promise<OrderRecord> {
  return http.request(orderPath(id), { schema: orderAnswer, signal }).then((b) => b.order);
}

/** The company's private order form at `urlExtension` (404 when the company has none there). */
export function fetchOrderForm(
  urlExtension: string,
  signal?: AbortSignal,
): Promise<OrderFormRecord> {
  return http
    .request(`/api/order_form/${encodeURIComponent(urlExtension)}`, {
      schema: orderFormBody,
      signal,
    })
    .then((b) => b.order_form);
}

export function createOrder(request: CreateOrderRequest): Promise<OrderRecord> {
  return http
    .request('/api/order', { method: 'POST', body: request, schema: orderAnswer })
    .then((b) => b.order);
}

/** Saves the whole document on top of `version`; an older version answers 409 stale_version. */
export function updateOrder(id: number, request: UpdateOrderRequest): Promise<OrderRecord> {
  return http
    .request(orderPath(id), { method: 'PATCH', body: request, schema: orderAnswer })
    .then((b) => b.order);
}

/** The §4 actions the order routes take by name (merge, split, duplicate, convert come later). */
export type OrderAction =
  | 'approve'
  | 'cancel'
  | 'undiscard'
  | 'send_rfq'
  | 'place_order'
  | 'submit_order_request'
  | 'submit_quote_request';

const ACTION_PATHS: Record<OrderAction, string> = {
  approve: '/api/order/approve_order',
  cancel: '/api/order/cancel_order',
  undiscard: '/api/order/undiscard_order',
  send_rfq: '/api/order/send_rfq',
  place_order: '/api/order/place_order',
  submit_order_request: '/api/order/submit_order_request',
  submit_quote_request: '/api/order/submit_quote_request',
};

export function takeOrderAction(
  action: OrderAction,
  order: Pick<OrderRecord, 'id' | 'version'>,
): Promise<OrderRecord> {
  return http
    .request(ACTION_PATHS[action], {
      method: 'POST',
      body: { order_id: order.id, version: order.version },
      schema: orderAnswer,
    })
    .then((b) => b.order);
}

export function fetchOrderHistory(id: number, signal?: AbortSignal): Promise<OrderHistoryRecord[]> {
  return http
    .request(`/api/order/${id}/history`, { schema: orderHistoryBody, signal })
    .then((b) => b.records);
}

export function fetchOrderSettings(signal?: AbortSignal): Promise<OrderSettingsRecord> {
  return http
    .request('/api/order_settings', { schema: orderSettingsBody, signal })
    .then((b) => b.order_settings);
}

/** The PDF's address: the server leaves the prices out for a reader without can_view_costs. */
/** Asks for the order's PDF in the background; it is announced on the user channel (0096). */
export function requestOrderPdf(id: number): Promise<void> {
  return http
    .request(`/api/order/${id}/pdf`, { method: 'POST', schema: orderPdfRequestedBody })
    .then(() => undefined);
}

export function orderPdfUrl(id: number): string {
  return `/api/order/${id}.pdf`;
}

/** POST /order/{id}/internal_comment: answers the order's comments, oldest first. */
export function addInternalComment(id: number, comment: string): Promise<InternalCommentRecord[]> {
  return http
    .request(`/api/order/${id}/internal_comment`, {
      method: 'POST',
      body: { comment },
      schema: internalCommentsBody,
    })
    .then((b) => b.internal_comments);
}

/** POST /order/{id}/duplicate: a new draft with the same header, deliveries and lines. */
export function duplicateOrder(id: number): Promise<OrderRecord> {
  return http
    .request(`/api/order/${id}/duplicate`, { method: 'POST', body: {}, schema: orderAnswer })
    .then((b) => b.order);
}
