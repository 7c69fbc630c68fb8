import { transitionOrder, type OrderAction } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import type { TenantScope } from '../../../platform/scope';
import { inUnitOfWork } from '../../../platform/unit-of-work';
import * as actions from '../repositories/action-repository';
import * as orders from '../repositories/order-repository';
import { authorizeCreate } from './create-order';
import { insertOrderFrom } from './new-order-from';
import { writableOrder } from './order-access';
import { lastAction } from './order-header';
import { SUBJECT } from './order-history';

/**
 * POST /order/{id}/duplicate (§4 order action "duplicate"; decision 0050): a new draft of the
 * same kind — its own number and package — with the header, deliveries and lines of the order as
 * they stand, and none of what happened to it (state, receipts, vendor answers, links). Any
 * order the user may see can be duplicated. Answers the new order's id.
 */
export async function duplicateOrder(
  db: Executor,
  scope: TenantScope,
  id: number,
  input: { name?: string | undefined },
): Promise<number> {
  return inUnitOfWork(db, scope, async ({ tx, history }) => {
    const source = await writableOrder(tx, scope, id);
    const action: OrderAction = source.kind === 'RFQ' ? 'create_draft_quote' : 'create_draft_order';
    authorizeCreate(scope, action);
    const position = transitionOrder(null, action);
    const name = input.name || source.name;
    const packageId = await orders.insertPackage(tx, scope, { name, projectId: source.projectId });
    const copy = await insertOrderFrom(tx, scope, source, {
      name,
      state: position.state,
      subState: position.sub_state,
      orderPackageId: packageId,
      quickCreated: false,
    });
    const deliveries = await actions.liveDeliveries(tx, scope, id);
    const lines = await actions.liveLines(tx, scope, [id]);
    await actions.copyDeliveries(
      tx,
      scope,
      { deliveries, lines, keepEmpty: true, fresh: true },
      copy.id,
    );
    const actor = await lastAction(tx, scope);
    await history.record({
      subjectType: SUBJECT,
      subjectId: copy.id,
      action: 'create',
      title: `${actor.name} duplicated ${source.orderNumber} as ${copy.orderNumber} on {date}`,
      snapshot: {
        duplicated_from: { id: source.id, order_number: source.orderNumber },
        order: { name, order_number: copy.orderNumber, ...position },
        order_materials: lines.map((l) => ({ description: l.description, quantity: l.quantity })),
      },
    });
    return copy.id;
  });
}
