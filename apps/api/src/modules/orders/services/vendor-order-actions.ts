import type { z } from 'zod';
import type { reportQuoteIssueRequest } from '@laydown/contracts';
import {
  findOrderTransition,
  mayTakeTransition,
  nextOrderState,
  VENDOR_PORTAL_ACTIONS,
  type OrderAction,
  type OrderState,
  type OrderSubState,
  type VendorPortalAction,
} from '@laydown/domain';
import type { Executor } from '../../../db/client';
import type { orders } from '../../../db/schema/index';
import { ConflictError, NotFoundError } from '../../../platform/errors';
import {
  vendorWorkScope,
  type CompanyScope,
  type VendorScope,
  type VendorWorkScope,
} from '../../../platform/scope';
import { inUnitOfWork } from '../../../platform/unit-of-work';
import * as docs from '../repositories/vendor-document-repository';
import * as repo from '../repositories/vendor-order-repository';
import { requireVisibleOrder } from './order-access';
import { SUBJECT } from './order-history';
import { vendorActor } from './vendor-actor';
import { requireVendorOrder } from './vendor-order-files';

/**
 * The vendor's §4 transitions from the portal (issue 12, decision 0087): submit a quote, confirm
 * an order, ask to cancel, mark shipped. Each is a row of the domain's state machine taken by the
 * VENDOR actor; a state the row does not allow answers 409 with the domain's sentence. One
 * history entry names the vendor user; the purchaser's open order is told to refresh.
 */

export type VendorActionInput =
  | { call: 'submit_quote'; quoteExpiresAt: string | null }
  | { call: 'confirm' }
  | { call: 'accept_cancellation' }
  | { call: 'reject_cancellation' }
  | { call: 'request_cancellation'; reason: string }
  | {
      call: 'ship';
      deliveryId?: number | undefined;
      carrier: string;
      trackingNumber: string | null;
      estimatedDeliveredAt: string | null;
    };

const VERBS: Record<VendorPortalAction, string> = {
  submit_quote: 'submitted the quote for',
  confirm: 'confirmed',
  request_cancellation: 'cancelled',
  ship: 'shipped',
  accept_cancellation: 'accepted the cancellation of',
  reject_cancellation: 'rejected the cancellation of',
};

type OrderValues = Partial<typeof orders.$inferInsert>;

export async function takeVendorAction(
  db: Executor,
  vendor: VendorScope,
  id: number,
  input: VendorActionInput,
): Promise<void> {
  const order = await requireVendorOrder(db, vendor, id);
  const actor = await vendorActor(db, vendor);
  const scope = vendorWorkScope(vendor, order.companyId);
  await inUnitOfWork(db, scope, async ({ tx, history }) => {
    if (!(await repo.findVendorOrder(tx, vendor, id, { forUpdate: true }))) {
      throw new NotFoundError();
    }
    const header = (await docs.findVendorOrderHeader(tx, vendor, id))!;
    const position = {
      state: header.state as OrderState,
      sub_state: header.subState as OrderSubState | null,
    };
    const now = new Date();
    const stamps = await callStamps(tx, scope, id, input, actor.name, now);
    const action: OrderAction = stamps.action ?? VENDOR_PORTAL_ACTIONS[input.call];
    const outcome = nextOrderState(position, action);
    const row = findOrderTransition(position, action);
    if (!outcome.ok || !row || !mayTakeTransition({ kind: 'vendor' }, row.by)) {
      throw new ConflictError(
        outcome.ok
          ? `An order in state ${position.state} cannot be changed by its vendor`
          : outcome.message,
        'invalid_transition',
      );
    }
    const values: OrderValues = {
      state: outcome.state,
      subState: outcome.sub_state,
      ...stamps.values,
    };
    await docs.updateVendorOrder(tx, scope, id, values);
    await repo.markVendorAction(tx, scope, id, actor.name);
    await history.record({
      subjectType: SUBJECT,
      subjectId: id,
      action: 'update',
      title: `${actor.label} ${VERBS[input.call]} ${order.orderNumber} on {date}`,
      snapshot: input.call === 'request_cancellation' ? { comment: input.reason } : undefined,
      changes: [
        { section: 'order', field: 'state', old: position.state, new: outcome.state },
        { section: 'order', field: 'sub_state', old: position.sub_state, new: outcome.sub_state },
        ...stamps.changes,
      ].filter((change) => change.old !== change.new),
    });
  });
}

/** What each call writes beside the state, and the action when the call decides it (shipping). */
async function callStamps(
  tx: Executor,
  scope: VendorWorkScope,
  id: number,
  input: VendorActionInput,
  name: string,
  now: Date,
): Promise<{
  values: OrderValues;
  action?: OrderAction;
  changes: { section: string; field: string; old: unknown; new: unknown }[];
}> {
  switch (input.call) {
    case 'submit_quote':
      return {
        values: { quoteExpiresAt: input.quoteExpiresAt ? new Date(input.quoteExpiresAt) : null },
        changes: [
          { section: 'order', field: 'quote_expires_at', old: null, new: input.quoteExpiresAt },
        ],
      };
    case 'confirm':
      return { values: { confirmedAt: now, confirmedByName: name }, changes: [] };
    case 'accept_cancellation':
      return { values: { cancellationAcceptedAt: now, cancelledAt: now }, changes: [] };
    case 'reject_cancellation':
      return { values: { cancellationRejectedAt: now }, changes: [] };
    case 'request_cancellation':
      return {
        values: {
          cancellationRequestedAt: now,
          cancellationRequestedByVendorUserId: scope.vendorUserId,
          cancellationReason: input.reason,
          cancelledAt: now,
        },
        changes: [{ section: 'order', field: 'cancellation_reason', old: null, new: input.reason }],
      };
    case 'ship': {
      const shipped = await docs.shipDeliveries(tx, scope, id, {
        deliveryId: input.deliveryId,
        carrier: input.carrier,
        trackingNumber: input.trackingNumber,
        estimatedDeliveredAt: input.estimatedDeliveredAt
          ? new Date(input.estimatedDeliveredAt)
          : null,
      });
      if (shipped.length === 0) throw new NotFoundError();
      const open = await docs.countUnshippedDeliveries(tx, scope, id);
      return {
        values: {},
        action: open > 0 ? 'partially_ship' : 'ship',
        changes: shipped.map((deliveryId) => ({
          section: 'deliveries',
          field: `${deliveryId}.tracking`,
          old: null,
          new: [input.carrier, input.trackingNumber, input.estimatedDeliveredAt]
            .filter(Boolean)
            .join(', '),
        })),
      };
    }
  }
}

type ReportInput = z.output<typeof reportQuoteIssueRequest>;

/**
 * §7 POST /quotes/report_issue (issue, quote_id, order_id): a member who may read the order, or
 * the vendor it was sent to, reports a problem with its quote. Another company's or vendor's
 * order answers 404.
 */
export async function reportQuoteIssue(
  db: Executor,
  reporter: { kind: 'company'; scope: CompanyScope } | { kind: 'vendor'; scope: VendorScope },
  input: ReportInput,
) {
  if (reporter.kind === 'vendor') {
    const order = await requireVendorOrder(db, reporter.scope, input.order_id);
    const scope = vendorWorkScope(reporter.scope, order.companyId);
    return inUnitOfWork(db, scope, async ({ tx, history }) => {
      const row = await docs.insertQuoteIssue(tx, {
        companyId: order.companyId,
        orderId: order.id,
        quoteAttachmentId: input.quote_id ?? null,
        issue: input.issue,
        reportedByVendorUserId: scope.vendorUserId,
      });
      const actor = await vendorActor(tx, reporter.scope);
      await history.record({
        subjectType: SUBJECT,
        subjectId: order.id,
        action: 'update',
        title: `${actor.label} reported an issue with the quote of ${order.orderNumber} on {date}`,
        snapshot: { comment: input.issue },
      });
      return row;
    });
  }
  const { scope } = reporter;
  await requireVisibleOrder(db, scope, input.order_id);
  return inUnitOfWork(db, scope, async ({ tx, history }) => {
    const row = await docs.insertQuoteIssue(tx, {
      companyId: scope.companyId,
      orderId: input.order_id,
      quoteAttachmentId: input.quote_id ?? null,
      issue: input.issue,
      reportedByUserId: scope.userId,
    });
    await history.record({
      subjectType: SUBJECT,
      subjectId: input.order_id,
      action: 'update',
      title: `An issue with the quote was reported on {date}`,
      snapshot: { comment: input.issue },
    });
    return row;
  });
}
