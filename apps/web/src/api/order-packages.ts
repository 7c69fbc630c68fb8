import {
  internalCommentsBody,
  orderPackageBody,
  placeLevelingQuotesBody,
  type InternalCommentRecord,
  type LevelingRecord,
  type OrderPackageRecord,
  type PlaceLevelingQuotesBody,
  type PlaceLevelingQuotesRequest,
} from '@laydown/contracts';
import { asWritten, http } from './http-client';
import { levelingPath } from './order-package-paths';

/** Order packages and quote leveling (procurement-core §7; decisions 0050 and 0092). */

export const orderPackageKeys = {
  all: ['order-packages'] as const,
  one: (id: number) => [...orderPackageKeys.all, 'one', id] as const,
  leveling: (id: number) => [...orderPackageKeys.all, 'leveling', id] as const,
};

export function fetchOrderPackage(id: number, signal?: AbortSignal): Promise<OrderPackageRecord> {
  return http
    .request(`/api/order_package/${id}`, { schema: orderPackageBody, signal })
    .then((b) => b.order_package);
}

export function renameOrderPackage(id: number, name: string): Promise<OrderPackageRecord> {
  return http
    .request(`/api/order_package/${id}`, {
      method: 'PATCH',
      body: { order_package: { name } },
      schema: orderPackageBody,
    })
    .then((b) => b.order_package);
}

export function addPackageComment(id: number, comment: string): Promise<InternalCommentRecord[]> {
  return http
    .request(`/api/order_package/${id}/internal_comment`, {
      method: 'POST',
      body: { comment },
      schema: internalCommentsBody,
    })
    .then((b) => b.internal_comments);
}

/**
 * 5 vendors × 300 lines cost some 30–60 ms of zod (a loaded machine) at every open, on the way to
 * the screen's first paint; the server writes the answer from this same contract (decision 0114).
 */
const levelingAnswer = asWritten<{ leveling: LevelingRecord }>();

export function fetchLeveling(id: number, signal?: AbortSignal): Promise<LevelingRecord> {
  return http.request(levelingPath(id), { schema: levelingAnswer, signal }).then((b) => b.leveling);
}

export function placeLevelingQuotes(
  orders: PlaceLevelingQuotesRequest['orders'],
): Promise<PlaceLevelingQuotesBody> {
  return http.request('/api/order/place_leveling_quotes', {
    method: 'POST',
    body: { orders },
    schema: placeLevelingQuotesBody,
  });
}
