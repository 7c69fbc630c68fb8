import { eq } from 'drizzle-orm';
import { nextOrderState, type OrderDeliveryAction } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import { orderSettings, type HistoryChange } from '../../../db/schema/index';
import type { TenantScope } from '../../../platform/scope';
import * as orders from '../repositories/order-repository';
import { lastAction } from './order-header';
import { headerChanges } from './order-history';
import { orderFacts } from './update-order';

/**
 * The order's side of a delivery change (issue 10, decision 0043), inside the deliveries'
 * unit of work: the §4 'ship' / 'partially_ship' / 'deliver' row of the order state machine. A
 * move the table does not allow from the order's state (a cancelled order, or already there)
 * leaves the order as it is. The order's last action becomes this user's. Answers the header
 * changes for the order's history entry and the actor's name for its title.
 */
export async function moveOrderForDeliveries(
  tx: Executor,
  scope: TenantScope,
  orderId: number,
  action: OrderDeliveryAction | null,
): Promise<{ changes: HistoryChange[]; actorName: string }> {
  const order = await orders.findOrder(tx, scope, orderId, { forUpdate: true });
  if (!order) throw new Error(`order ${orderId} vanished inside its delivery's unit of work`);
  const actor = await lastAction(tx, scope);
  if (action === null) {
    await orders.updateOrder(tx, scope, orderId, actor.values);
    return { changes: [], actorName: actor.name };
  }
  const outcome = nextOrderState(orderFacts(order), action);
  const moves = outcome.ok && outcome.state !== order.state;
  const values = moves
    ? { state: outcome.state, subState: outcome.sub_state, ...actor.values }
    : actor.values;
  await orders.updateOrder(tx, scope, orderId, values);
  return { changes: moves ? headerChanges(order, values) : [], actorName: actor.name };
}

/** The order's row locked for a delivery change (its number names the history entry). */
export async function lockOrderForDelivery(tx: Executor, scope: TenantScope, orderId: number) {
  const order = await orders.findOrder(tx, scope, orderId, { forUpdate: true });
  if (!order) throw new Error(`order ${orderId} vanished inside its delivery's unit of work`);
  return { orderNumber: order.orderNumber, state: order.state };
}

/** The company's over-receipt tolerance in percent, or null when none is set. */
export async function overReceiptTolerance(
  db: Executor,
  scope: TenantScope,
): Promise<string | null> {
  const [row] = await db
    .select({ tolerance: orderSettings.overReceiptTolerancePercent })
    .from(orderSettings)
    .where(eq(orderSettings.companyId, scope.companyId));
  return row?.tolerance ?? null;
}
