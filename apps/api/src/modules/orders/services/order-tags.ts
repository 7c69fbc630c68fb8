import type { Executor } from '../../../db/client';
import type { TenantScope } from '../../../platform/scope';
import { inUnitOfWork } from '../../../platform/unit-of-work';
import * as orders from '../repositories/order-repository';
import { writableOrder } from './order-access';
import { lastAction } from './order-header';
import { headerChanges, SUBJECT } from './order-history';

/**
 * PATCH /order/{id}/tags (decision 0050): the order's tags become the list sent (trimmed, each
 * once, in the order sent). Tags sort and find orders in any state, a cancelled one included, so
 * no state rule applies; the change is in the order's history.
 */
export async function setOrderTags(
  db: Executor,
  scope: TenantScope,
  id: number,
  tags: string[],
): Promise<void> {
  await inUnitOfWork(db, scope, async ({ tx, history }) => {
    const order = await writableOrder(tx, scope, id);
    const values = { tags: [...new Set(tags)] };
    const changes = headerChanges(order, values);
    if (changes.length === 0) return;
    const actor = await lastAction(tx, scope);
    await orders.updateOrder(tx, scope, id, { ...values, ...actor.values });
    await history.record({
      subjectType: SUBJECT,
      subjectId: id,
      action: 'update',
      title: `${actor.name} changed the tags of ${order.orderNumber} on {date}`,
      changes,
    });
  });
}
