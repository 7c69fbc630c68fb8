import { eq } from 'drizzle-orm';
import { nextOrderState, type OrderDeliveryAction } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import { sideBySide } from '../../../db/side-by-side';
import { orderSettings, type HistoryChange } from '../../../db/schema/index';
import type { TenantScope } from '../../../platform/scope';
import * as orders from '../repositories/order-repository';
import { lastAction } from './order-header';
import { headerChanges } from './order-history';
import { orderFacts } from './update-order';

export type DeliveryActor = Awaited<ReturnType<typeof lastAction>>;
export type LockedOrder = orders.OrderRow;

/**
 * What a delivery change reads before its unit of work, side by side (each statement inside the
 * transaction waits for the last, decision 0053): who acts (the order's last action) and the
 * company's over-receipt tolerance in percent (null when none is set).
 */
export async function deliveryChangeContext(db: Executor, scope: TenantScope) {
  const [actor, tolerance] = await sideBySide(db, [
    () => lastAction(db, scope),
    () => overReceiptTolerance(db, scope),
  ]);
  return { actor, tolerance };
}

/**
 * The order's side of a delivery change (issue 10, decision 0043), inside the deliveries'
 * unit of work, on the order `lockOrderForDelivery` locked: the §4 'ship' / 'partially_ship' /
 * 'deliver' row of the order state machine. A move the table does not allow from the order's
 * state (a cancelled order, or already there) leaves the order as it is. The order's last action
 * becomes the actor's. Answers the header changes for the order's history entry.
 */
export async function moveOrderForDeliveries(
  tx: Executor,
  scope: TenantScope,
  order: LockedOrder,
  action: OrderDeliveryAction | null,
  actor: DeliveryActor,
): Promise<{ changes: HistoryChange[] }> {
  if (action === null) {
    await orders.updateOrder(tx, scope, order.id, actor.values);
    return { changes: [] };
  }
  const outcome = nextOrderState(orderFacts(order), action);
  const moves = outcome.ok && outcome.state !== order.state;
  const values = moves
    ? { state: outcome.state, subState: outcome.sub_state, ...actor.values }
    : actor.values;
  await orders.updateOrder(tx, scope, order.id, values);
  return { changes: moves ? headerChanges(order, values) : [] };
}

/** The order's row locked for a delivery change (its number names the history entry). */
export async function lockOrderForDelivery(
  tx: Executor,
  scope: TenantScope,
  orderId: number,
): Promise<LockedOrder> {
  const order = await orders.findOrder(tx, scope, orderId, { forUpdate: true });
  if (!order) throw new Error(`order ${orderId} vanished inside its delivery's unit of work`);
  return order;
}

/** The company's over-receipt tolerance in percent, or null when none is set. */
async function overReceiptTolerance(db: Executor, scope: TenantScope): Promise<string | null> {
  const [row] = await db
    .select({ tolerance: orderSettings.overReceiptTolerancePercent })
    .from(orderSettings)
    .where(eq(orderSettings.companyId, scope.companyId));
  return row?.tolerance ?? null;
}
