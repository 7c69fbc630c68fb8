import { orderEditPath } from '@laydown/domain';
import type { OrderRecord } from '@laydown/contracts';
import type { OrderKind } from './order-draft';

/**
 * What the order form's URL names (§2 Routes seen as link targets): a new order or RFQ
 * (/orders/new_order, /orders/new_quote, with the package to create it in), a saved one in those
 * states (the same paths plus its order_id, decision 0052), or any order at /order/{id}.
 */
export type OrderFormTarget =
  | { kind: 'new'; orderKind: OrderKind; orderPackageId: number | null }
  | { kind: 'saved'; id: number };

const positiveInt = (value: string | null | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function orderFormTarget(
  pathname: string,
  search: URLSearchParams,
  params: { id?: string },
): OrderFormTarget | null {
  if (params.id !== undefined) {
    const id = positiveInt(params.id);
    return id === null ? null : { kind: 'saved', id };
  }
  const savedId = positiveInt(search.get('order_id'));
  if (savedId !== null) return { kind: 'saved', id: savedId };
  return {
    kind: 'new',
    orderKind: pathname.endsWith('/new_quote') ? 'RFQ' : 'ORDER',
    orderPackageId: positiveInt(search.get('order_package_id')),
  };
}

/** Where a saved order lives: the domain's §2 route, with the order named on the package routes. */
export function orderFormPath(order: OrderRecord): string {
  const path = orderEditPath({ ...order, order_package_id: order.order_package_id ?? 0 });
  return path.startsWith('/order/') ? path : `${path}&order_id=${order.id}`;
}

export function noPricingPath(orderId: number): string {
  return `/order/${orderId}/purchase_order_no_pricing`;
}
