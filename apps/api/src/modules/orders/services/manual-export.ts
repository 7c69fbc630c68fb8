import type { Executor } from '../../../db/client';
import type { TenantScope } from '../../../platform/scope';
import { inUnitOfWork } from '../../../platform/unit-of-work';
import * as orders from '../repositories/order-repository';
import { writableOrder } from './order-access';
import { lastAction } from './order-header';
import { SUBJECT } from './order-history';

/**
 * POST /order/manual_export {orders} (§4 order action "manual export"; decision 0050): the
 * orders are marked exported to the accounting system by hand (manual_exported_at, now), each
 * with its history entry. It changes no state (0045). All or nothing: one order that is not the
 * user's to see answers 404 and none is marked.
 */
export async function manualExport(
  db: Executor,
  scope: TenantScope,
  ids: number[],
): Promise<{ id: number; manual_exported_at: string }[]> {
  return inUnitOfWork(db, scope, async ({ tx, history }) => {
    const actor = await lastAction(tx, scope);
    const now = new Date();
    const done = [];
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
      const order = await writableOrder(tx, scope, id);
      await orders.updateOrder(tx, scope, id, { manualExportedAt: now, ...actor.values });
      await history.record({
        subjectType: SUBJECT,
        subjectId: id,
        action: 'update',
        title: `${actor.name} marked ${order.orderNumber} as exported on {date}`,
        changes: [
          {
            section: 'order',
            field: 'manualExportedAt',
            old: order.manualExportedAt?.toISOString() ?? null,
            new: now.toISOString(),
          },
        ],
      });
      done.push({ id, manual_exported_at: now.toISOString() });
    }
    return done;
  });
}
