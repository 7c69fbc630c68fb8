import type { Executor } from '../../../db/client';
import { NotFoundError, ValidationError } from '../../../platform/errors';
import type { TenantScope } from '../../../platform/scope';
import { inUnitOfWork } from '../../../platform/unit-of-work';
import * as actions from '../repositories/action-repository';
import { deleteLines } from '../repositories/document-repository';
import * as orders from '../repositories/order-repository';
import { refuseUnlessEditable } from './action-guards';
import { insertOrderFrom } from './new-order-from';
import { writableOrder } from './order-access';
import { lastAction } from './order-header';
import { SUBJECT } from './order-history';

export const SPLIT_KEEPS_ONE_LINE = 'Leave at least one line on the order to split it.';

/**
 * POST /order/{id}/split (§4 order action "split"; decision 0050): the lines listed leave the
 * order for a new one in the same state, package and header, linked by splitted_from_id. The
 * lines keep their deliveries (copied) and are marked deleted on the first order, so its price
 * history stays (0024). Answers the new order's id.
 */
export async function splitOrder(
  db: Executor,
  scope: TenantScope,
  id: number,
  input: { order_material_ids: number[]; version?: number | undefined },
): Promise<number> {
  return inUnitOfWork(db, scope, async ({ tx, history, expectVersion }) => {
    const source = await writableOrder(tx, scope, id);
    if (input.version !== undefined) expectVersion(source.version, input.version);
    await refuseUnlessEditable(tx, scope, source, 'split');
    const lines = await actions.liveLines(tx, scope, [id]);
    const chosen = new Set(input.order_material_ids);
    const moving = lines.filter((l) => chosen.has(l.id));
    if (moving.length !== chosen.size) throw new NotFoundError();
    if (moving.length === lines.length) {
      throw new ValidationError(SPLIT_KEEPS_ONE_LINE, {
        order_material_ids: [SPLIT_KEEPS_ONE_LINE],
      });
    }
    const split = await insertOrderFrom(tx, scope, source, { splittedFromId: source.id });
    await actions.copyDeliveries(
      tx,
      scope,
      {
        deliveries: await actions.liveDeliveries(tx, scope, id),
        lines: moving,
        keepEmpty: false,
        fresh: false,
      },
      split.id,
    );
    await deleteLines(tx, scope, [...chosen]);
    const actor = await lastAction(tx, scope);
    await orders.updateOrder(tx, scope, id, actor.values);
    const moved = moving.map((l) => ({ id: l.id, description: l.description }));
    await history.record({
      subjectType: SUBJECT,
      subjectId: id,
      action: 'update',
      title: `${actor.name} split ${moving.length} lines of ${source.orderNumber} into ${split.orderNumber} on {date}`,
      snapshot: {
        split_to: { id: split.id, order_number: split.orderNumber },
        order_materials: moved,
      },
      changes: moving.map((l) => ({
        section: 'order_materials',
        field: `${l.id}.removed`,
        old: l.description,
        new: null,
      })),
    });
    await history.record({
      subjectType: SUBJECT,
      subjectId: split.id,
      action: 'create',
      title: `${actor.name} split ${split.orderNumber} from ${source.orderNumber} on {date}`,
      snapshot: {
        splitted_from: { id: source.id, order_number: source.orderNumber },
        order_materials: moved,
      },
    });
    return split.id;
  });
}
