import type { OrderState } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import { NotFoundError } from '../../../platform/errors';
import type { TenantScope } from '../../../platform/scope';
import { inUnitOfWork } from '../../../platform/unit-of-work';
import { canEditOrder } from '../policy';
import * as repo from '../repositories/material-lines-repository';
import * as orders from '../repositories/order-repository';
import { refuseUnlessEditable } from './action-guards';
import { writableOrder } from './order-access';
import { lastAction } from './order-header';
import { SUBJECT } from './order-history';

/**
 * "Not yet ordered" (decision 0083): drafts and requests, never sent to a vendor. An RFQ out with
 * its vendor and every placed order keep the text their vendor received.
 */
export const NOT_YET_ORDERED: readonly OrderState[] = [
  'DRAFT',
  'DRAFTED_REQUEST',
  'REQUESTED',
  'APPROVED',
];

/**
 * POST /order/update_material_lines (§2 "Update for all Orders", decision 0083): the lines linked
 * to a catalogue material take its description and product identifier again, on the orders not yet
 * ordered that the user sees and may edit, and on the order being edited (`order_id`, whatever its
 * state, under the edit rules of a save). Each order changed gets a new version (an open form
 * answers 409 on its next save) and a history entry with the line changes. Answers those orders.
 */
export async function updateMaterialLines(
  db: Executor,
  scope: TenantScope,
  input: { company_material_id: number; order_id?: number | undefined },
): Promise<{ id: number; order_number: string }[]> {
  return inUnitOfWork(db, scope, async ({ tx, history }) => {
    const material = await repo.ownMaterialText(tx, scope, input.company_material_id);
    if (!material) throw new NotFoundError();
    if (input.order_id !== undefined) {
      const order = await writableOrder(tx, scope, input.order_id);
      await refuseUnlessEditable(tx, scope, order, 'updated');
    }
    const stale = await repo.staleLinesOfMaterial(
      tx,
      scope,
      { id: input.company_material_id, ...material },
      { states: NOT_YET_ORDERED, orderId: input.order_id },
    );
    const editable = stale.filter(
      (line) => line.orderId === input.order_id || canEditOrder(scope, line),
    );
    await repo.setLinesText(
      tx,
      scope,
      editable.map((line) => line.id),
      material,
    );
    const byOrder = new Map<number, typeof editable>();
    for (const line of editable)
      byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
    const actor = byOrder.size > 0 ? await lastAction(tx, scope) : null;
    const changed: { id: number; order_number: string }[] = [];
    for (const [orderId, lines] of byOrder) {
      const orderNumber = lines[0]!.orderNumber;
      await orders.updateOrder(tx, scope, orderId, actor!.values);
      await history.record({
        subjectType: SUBJECT,
        subjectId: orderId,
        action: 'update',
        title: `${actor!.name} updated materials of ${orderNumber} from the catalogue on {date}`,
        changes: lines.flatMap((line) => [
          ...(line.description === material.description
            ? []
            : [
                {
                  section: 'order_materials',
                  field: `${line.id}.description`,
                  old: line.description,
                  new: material.description,
                },
              ]),
          ...(line.productIdentifier === material.productIdentifier
            ? []
            : [
                {
                  section: 'order_materials',
                  field: `${line.id}.product_identifier`,
                  old: line.productIdentifier,
                  new: material.productIdentifier,
                },
              ]),
        ]),
      });
      changed.push({ id: orderId, order_number: orderNumber });
    }
    return changed;
  });
}
