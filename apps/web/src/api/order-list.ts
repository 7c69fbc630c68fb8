import { orderListBody, type OrderListBody } from '@laydown/contracts';
import { http } from './http-client';

/** Query keys of the order list; the order form invalidates `orderListKeys.all` after a save. */
export const orderListKeys = {
  all: ['orders'] as const,
  list: (query: string) => [...orderListKeys.all, 'list', query] as const,
};

/** GET /orders (procurement-core §7): one Load More page of 50 with the state counts. */
export function fetchOrderList(
  query: string,
  page: number,
  signal?: AbortSignal,
): Promise<OrderListBody> {
  const params = new URLSearchParams(query);
  params.set('page', String(page));
  return http.request(`/api/orders?${params}`, { schema: orderListBody, signal });
}
