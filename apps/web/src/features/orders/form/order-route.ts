import { recordId } from '../../../components/record-id';
import type { OrderKind } from './order-draft';

/**
 * What the order form's URL names (§2 Routes seen as link targets): a new order or RFQ
 * (/orders/new_order, /orders/new_quote, with the package to create it in), or a saved order at
 * /order/{id}, whatever its state (decision 0052).
 */
export type OrderFormTarget =
  | { kind: 'new'; orderKind: OrderKind; orderPackageId: number | null }
  | { kind: 'saved'; id: number };

export function orderFormTarget(
  pathname: string,
  search: URLSearchParams,
  params: { id?: string },
): OrderFormTarget | null {
  if (params.id !== undefined) {
    const id = recordId(params.id);
    return id === null ? null : { kind: 'saved', id };
  }
  return {
    kind: 'new',
    orderKind: pathname.endsWith('/new_quote') ? 'RFQ' : 'ORDER',
    orderPackageId: recordId(search.get('order_package_id')),
  };
}

/** Where a saved order lives: one address per order, so Back, reload and links all agree. */
export function orderFormPath(orderId: number): string {
  return `/order/${orderId}`;
}

/** Where a new order or RFQ is written (the New Order / New Quote entry points). */
export function newOrderPath(kind: OrderKind): string {
  return kind === 'RFQ' ? '/orders/new_quote' : '/orders/new_order';
}

export function noPricingPath(orderId: number): string {
  return `/order/${orderId}/purchase_order_no_pricing`;
}
