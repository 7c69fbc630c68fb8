import type { z } from 'zod';
import type { updateDeliveryRequest } from '@laydown/contracts';
import {
  DELIVERY_MOVE_MESSAGES,
  DISPATCHED_DELIVERY_STATES,
  RECEIVABLE_ORDER_STATES,
  deliveryMove,
  orderActionForDeliveries,
  type DeliveryState,
} from '@laydown/domain';
import type { Executor } from '../../../db/client';
import type { HistoryChange } from '../../../db/schema/index';
import { ConflictError, NotFoundError, ValidationError } from '../../../platform/errors';
import type { CompanyScope } from '../../../platform/scope';
import { diffFields, inUnitOfWork } from '../../../platform/unit-of-work';
import type { Signer } from '../../files/index';
import {
  ORDER_HISTORY_SUBJECT,
  deliveryChangeContext,
  lockOrderForDelivery,
  moveOrderForDeliveries,
  visibleOrdersCondition,
} from '../../orders/index';
import { findCarrier } from '../../shipping-carriers/service';
import * as repo from '../repositories/delivery-repository';
import { saveDeliveryFiles } from './delivery-files';
import { receiveTruck } from './receive-truck';

type DeliveryInput = z.output<typeof updateDeliveryRequest>['delivery'];

const TRACKED = [
  'state',
  'status',
  'requestedDeliveredAt',
  'estimatedDeliveredAt',
  'actualDeliveredAt',
  'shippedAt',
  'carrier',
  'shippingCarrierId',
  'trackingNumber',
  'instructions',
  'incompleteItems',
  'deliveryIssues',
  'deliveryIssueType',
  'deliveryIssueResolvedAt',
  'deliveryIssueResolvedByCompanyUserId',
] as const;

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const date = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** The plain fields sent, as stored values (a field not sent is not touched). */
function sentValues(input: DeliveryInput): repo.DeliveryUpdate {
  const values: repo.DeliveryUpdate = {};
  if (input.requested_delivered_at !== undefined)
    values.requestedDeliveredAt = date(input.requested_delivered_at);
  if (input.estimated_delivered_at !== undefined)
    values.estimatedDeliveredAt = date(input.estimated_delivered_at);
  if (input.actual_delivered_at !== undefined)
    values.actualDeliveredAt = date(input.actual_delivered_at);
  if (input.carrier !== undefined) values.carrier = input.carrier;
  if (input.shipping_carrier_id !== undefined) values.shippingCarrierId = input.shipping_carrier_id;
  if (input.tracking_number !== undefined) values.trackingNumber = input.tracking_number;
  if (input.instructions !== undefined) values.instructions = input.instructions;
  return values;
}

/** What a move to `to` stamps: when it shipped, when and by whom it was marked delivered. */
function stampsOfMove(
  scope: CompanyScope,
  before: repo.DeliveryRow,
  to: DeliveryState,
  values: repo.DeliveryUpdate,
): repo.DeliveryUpdate {
  const now = new Date();
  if (to === before.state) return {};
  if (to === 'SHIPPED') return { markedShippedAt: now, shippedAt: before.shippedAt ?? now };
  if (to === 'DELIVERED') {
    return {
      markedDeliveredAt: now,
      markedDeliveredByCompanyUserId: scope.companyUserId,
      actualDeliveredAt: values.actualDeliveredAt ?? before.actualDeliveredAt ?? now,
    };
  }
  return {};
}

/**
 * PATCH /deliveries/{id} (issue 10, decision 0043): the state moves of §4 (requested, scheduled,
 * shipped, delivered, pending review) with their dates, carrier and tracking number; receiving a
 * truck line by line; opening a delivery issue with its note and photos; resolving it; attaching
 * and removing the delivery's files. The order follows through the orders module (§4 ship /
 * partially_ship / deliver), and one order history entry holds the changes of the delivery, its
 * lines, its files and the order. All in one unit of work.
 */
export async function updateDelivery(
  db: Executor,
  signer: Signer,
  scope: CompanyScope,
  id: number,
  input: DeliveryInput,
): Promise<void> {
  // Read first, side by side and outside the transaction (decision 0053): the delivery's order
  // (404 outside the company or the reader's groups), who acts and the over-receipt tolerance.
  // The delivery is locked and checked again inside; its order never changes.
  const [head, context] = await Promise.all([
    repo.findDeliveryHead(db, scope, id, visibleOrdersCondition(scope)),
    deliveryChangeContext(db, scope),
  ]);
  if (!head) throw new NotFoundError();
  await inUnitOfWork(db, scope, async ({ tx, history }) => {
    const order = await lockOrderForDelivery(tx, scope, head.orderId);
    const before = await repo.lockDelivery(tx, scope, id);
    if (!before) throw new NotFoundError();
    if (input.shipping_carrier_id && !(await findCarrier(tx, scope, input.shipping_carrier_id))) {
      throw new NotFoundError();
    }

    const values = sentValues(input);
    const receiving = input.received_materials !== undefined && input.received_materials.length > 0;
    const from = before.state as DeliveryState;
    const to: DeliveryState =
      input.state ?? (receiving && from !== 'PENDING_REVIEW' ? 'DELIVERED' : from);
    const facts = {
      requested_delivered_at:
        (values.requestedDeliveredAt ?? before.requestedDeliveredAt)?.toISOString() ?? null,
      estimated_delivered_at:
        (values.estimatedDeliveredAt ?? before.estimatedDeliveredAt)?.toISOString() ?? null,
    };
    const move = deliveryMove(from, to, facts);
    if (!move.ok) {
      const field = `delivery.${move.field ?? 'state'}`;
      throw new ValidationError(move.message, { [field]: [move.message] });
    }
    const dispatching = (to !== from && DISPATCHED_DELIVERY_STATES.includes(to)) || receiving;
    if (dispatching && !(RECEIVABLE_ORDER_STATES as readonly string[]).includes(order.state)) {
      throw new ConflictError(
        DELIVERY_MOVE_MESSAGES.orderNotPlaced(order.state),
        'invalid_transition',
      );
    }
    Object.assign(values, { state: to }, stampsOfMove(scope, before, to, values));

    const changes: HistoryChange[] = [];
    if (receiving) {
      const truck = await receiveTruck(
        tx,
        scope,
        id,
        input.received_materials ?? [],
        context.tolerance,
      );
      Object.assign(values, truck.values);
      changes.push(...truck.changes);
    }
    if (input.issue) {
      Object.assign(values, {
        deliveryIssueType: input.issue.delivery_issue_type,
        deliveryIssues: input.issue.delivery_issues,
        ...(input.issue.incomplete_items ? { incompleteItems: input.issue.incomplete_items } : {}),
        deliveryIssueResolvedAt: null,
        deliveryIssueResolvedByCompanyUserId: null,
      });
    } else if (input.resolve_issue) {
      if (before.deliveryIssueType === null || before.deliveryIssueResolvedAt !== null) {
        throw new ConflictError(DELIVERY_MOVE_MESSAGES.noOpenIssue);
      }
      Object.assign(values, {
        deliveryIssueResolvedAt: new Date(),
        deliveryIssueResolvedByCompanyUserId: scope.companyUserId,
      });
    }

    // Issue photos are delivery files like the ticket (§3 Delivery "delivery_files").
    const fileChanges = await saveDeliveryFiles(tx, signer, scope, id, {
      signedIds: [
        ...(input.issue?.photo_signed_ids ?? []),
        ...(input.delivery_file_signed_ids ?? []),
      ],
      deleteFiles: input.delete_files ?? [],
    });
    await repo.updateDelivery(tx, scope, id, values);
    const standings = await repo.standingsOfOrder(tx, scope, head.orderId);
    const action = orderActionForDeliveries(
      standings.map((s) => ({
        state: s.state as DeliveryState,
        has_open_issue: s.issueType !== null && s.resolvedAt === null,
      })),
    );
    const orderMove = await moveOrderForDeliveries(tx, scope, order, action, context.actor);
    const deliveryChanges = diffFields(before, values, TRACKED, 'deliveries').map((c) => ({
      ...c,
      field: `${id}.${snake(c.field)}`,
    }));
    await history.record({
      subjectType: ORDER_HISTORY_SUBJECT,
      subjectId: head.orderId,
      action: 'update',
      title: `${context.actor.name} updated delivery ${before.position + 1} of ${order.orderNumber} on {date}`,
      changes: [...orderMove.changes, ...deliveryChanges, ...changes, ...fileChanges],
    });
  });
}
