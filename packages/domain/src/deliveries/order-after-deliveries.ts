import type { DeliveryState } from '../orders/order-states';

/**
 * Where an order stands once its deliveries move (procurement-core §4: SHIPPED, PARTIALLY_SHIPPED,
 * DELIVERED; the §4 table's 'ship', 'partially_ship' and 'deliver' rows). Ours (decision 0043):
 * the order is delivered when every delivery is delivered with no open issue; partially shipped
 * while some but not all are shipped or delivered (or an issue is open); shipped when every one
 * is at least shipped and not all are delivered. Null: the deliveries do not move the order.
 */
export type OrderDeliveryAction = 'ship' | 'partially_ship' | 'deliver';

export interface DeliveryStanding {
  state: DeliveryState;
  has_open_issue: boolean;
}

const ON_THE_WAY: readonly DeliveryState[] = ['SHIPPED', 'DELIVERED', 'PENDING_REVIEW'];

export function orderActionForDeliveries(
  deliveries: readonly DeliveryStanding[],
): OrderDeliveryAction | null {
  if (deliveries.length === 0) return null;
  const delivered = deliveries.filter((d) => d.state === 'DELIVERED');
  const openIssue = deliveries.some((d) => d.has_open_issue);
  if (delivered.length === deliveries.length && !openIssue) return 'deliver';
  const moving = deliveries.filter((d) => ON_THE_WAY.includes(d.state));
  if (moving.length === 0) return null;
  if (moving.length === deliveries.length && delivered.length === 0) return 'ship';
  return 'partially_ship';
}
