import { findOrderTransition, mayTakeTransition, nextOrderState } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import { ConflictError, ForbiddenError, ValidationError } from '../../../platform/errors';
import type { TenantScope } from '../../../platform/scope';
import { inUnitOfWork } from '../../../platform/unit-of-work';
import * as actions from '../repositories/action-repository';
import * as orders from '../repositories/order-repository';
import { refuseUnlessEditable, requesterOf, stateRefusal } from './action-guards';
import { writableOrder } from './order-access';
import { lastAction } from './order-header';
import { headerChanges, SUBJECT } from './order-history';
import { orderFacts } from './update-order';

export const MERGE_MESSAGES = {
  itself: 'An order cannot be merged into itself.',
  otherProject: 'Only orders of the same project can be merged.',
} as const;

/**
 * POST /order/merge_order (§4 order action "merge"; decision 0050): the lines of the orders
 * listed are added to the first delivery of `order_id`, and each of them becomes CANCELLED
 * (CANCELLED_MERGED) through the state machine, linked to the order it went into. Only drafts,
 * requests and approved requests merge (the §4 table), on both sides, within one project.
 */
export async function mergeOrders(
  db: Executor,
  scope: TenantScope,
  input: { order_id: number; merged_order_ids: number[]; version?: number | undefined },
): Promise<void> {
  const mergedIds = [...new Set(input.merged_order_ids)];
  if (mergedIds.includes(input.order_id)) {
    throw new ValidationError(MERGE_MESSAGES.itself, { merged_order_ids: [MERGE_MESSAGES.itself] });
  }
  await inUnitOfWork(db, scope, async ({ tx, history, expectVersion }) => {
    const target = await writableOrder(tx, scope, input.order_id);
    if (input.version !== undefined) expectVersion(target.version, input.version);
    if (!nextOrderState(orderFacts(target), 'merge').ok) throw stateRefusal(target, 'merged');
    await refuseUnlessEditable(tx, scope, target, 'merged');
    const sources = [];
    for (const id of mergedIds.sort((a, b) => a - b)) {
      const source = await writableOrder(tx, scope, id);
      if (source.projectId !== target.projectId) {
        throw new ValidationError(MERGE_MESSAGES.otherProject, {
          merged_order_ids: [MERGE_MESSAGES.otherProject],
        });
      }
      const outcome = nextOrderState(orderFacts(source), 'merge');
      if (!outcome.ok) throw new ConflictError(outcome.message, 'invalid_transition');
      const row = findOrderTransition(orderFacts(source), 'merge');
      if (!row || !mayTakeTransition(requesterOf(scope), row.by)) throw new ForbiddenError();
      sources.push({ source, outcome });
    }
    const [delivery] = await actions.liveDeliveries(tx, scope, target.id);
    if (!delivery) throw stateRefusal(target, 'merged without a delivery');
    const targetLines = await actions.liveLines(tx, scope, [target.id]);
    const moving = await actions.liveLines(
      tx,
      scope,
      sources.map((s) => s.source.id),
    );
    const firstPosition = targetLines
      .filter((l) => l.deliveryId === delivery.id)
      .reduce((n, l) => Math.max(n, l.position + 1), 0);
    await actions.appendLines(tx, scope, moving, target.id, delivery.id, firstPosition);
    const actor = await lastAction(tx, scope);
    const now = new Date();
    for (const { source, outcome } of sources) {
      const values = {
        state: outcome.state,
        subState: outcome.sub_state,
        mergedIntoId: target.id,
        cancelledAt: now,
        ...actor.values,
      };
      await orders.updateOrder(tx, scope, source.id, values);
      await history.record({
        subjectType: SUBJECT,
        subjectId: source.id,
        action: 'update',
        title: `${actor.name} merged ${source.orderNumber} into ${target.orderNumber} on {date}`,
        snapshot: { merged_into: { id: target.id, order_number: target.orderNumber } },
        changes: headerChanges(source, values),
      });
    }
    await orders.updateOrder(tx, scope, target.id, actor.values);
    await history.record({
      subjectType: SUBJECT,
      subjectId: target.id,
      action: 'update',
      title: `${actor.name} merged ${sources.map((s) => s.source.orderNumber).join(', ')} into ${target.orderNumber} on {date}`,
      snapshot: {
        merged_from: sources.map((s) => ({ id: s.source.id, order_number: s.source.orderNumber })),
      },
      changes: moving.map((l, i) => ({
        section: 'order_materials',
        field: `new ${i + 1}.added`,
        old: null,
        new: l.description,
      })),
    });
  });
}
