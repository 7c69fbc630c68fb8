import {
  findOrderTransition,
  ORDER_RULE_MESSAGES,
  mayTakeTransition,
  nextOrderState,
  transitionOrder,
  type OrderAction,
} from '@laydown/domain';
import type { Executor } from '../../../db/client';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../../platform/errors';
import type { SystemScope, TenantScope } from '../../../platform/scope';
import { inUnitOfWork } from '../../../platform/unit-of-work';
import * as orders from '../repositories/order-repository';
import { writableOrder } from './order-access';
import { lastAction } from './order-header';
import { headerChanges, SUBJECT } from './order-history';
import { orderFacts } from './update-order';
import { refuseIfLockedByAnother } from '../sessions/service';
import { queueVendorMail } from '../vendor-links/queue';

/** The §4 order actions served by the calls of this module. */
export const ORDER_CALL_ACTIONS = [
  'approve',
  'cancel',
  'undiscard',
  'request_update',
  'send_rfq',
  'place_order',
  'submit_order_request',
  'submit_quote_request',
] as const;
export type OrderCallAction = (typeof ORDER_CALL_ACTIONS)[number];

const VERBS: Record<OrderCallAction, string> = {
  approve: 'approved',
  cancel: 'cancelled',
  undiscard: 'restored',
  request_update: 'asked the vendor to update',
  send_rfq: 'sent',
  place_order: 'placed',
  submit_order_request: 'submitted',
  submit_quote_request: 'submitted',
};

/** What each action stamps on the order besides its state. */
function stamps(action: OrderCallAction, scope: TenantScope, now: Date): Partial<orders.OrderRow> {
  const by = scope.kind === 'session' ? scope.companyUserId : null;
  switch (action) {
    case 'approve':
      return { approvedAt: now, approvedByCompanyUserId: by };
    case 'cancel':
      return { cancelledAt: now };
    case 'undiscard':
      return { kind: 'ORDER', cancelledAt: null };
    case 'request_update':
      return {};
    case 'send_rfq':
      return { kind: 'RFQ' };
    case 'place_order':
      return { kind: 'ORDER', orderedAt: now };
    case 'submit_order_request':
    case 'submit_quote_request':
      return {};
  }
}

/**
 * One §4 transition through the domain's state machine: a state the table does not allow answers
 * 409 with the domain's sentence naming the state ('An order in state X (SUB) cannot be …'); a
 * user the row does not name answers 403. `version`, when sent, must be the current one.
 */
export async function takeOrderAction(
  db: Executor,
  scope: TenantScope,
  id: number,
  action: OrderCallAction,
  options: { version?: number | undefined; comment?: string | null | undefined } = {},
): Promise<void> {
  await inUnitOfWork(db, scope, async (uow) => {
    const { tx, history, expectVersion } = uow;
    const order = await writableOrder(tx, scope, id);
    // The blocked user cannot act on the order either (§2); the system's own steps are not blocked.
    if (scope.kind === 'session') await refuseIfLockedByAnother(tx, scope, id);
    if (options.version !== undefined) expectVersion(order.version, options.version);
    const position = orderFacts(order);
    const outcome = nextOrderState(position, action);
    if (!outcome.ok) throw new ConflictError(outcome.message, 'invalid_transition');
    const row = findOrderTransition(position, action);
    const requester =
      scope.kind === 'system'
        ? ({ kind: 'system' } as const)
        : ({ kind: 'company', permissions: scope.permissions } as const);
    if (!row || !mayTakeTransition(requester, row.by)) throw new ForbiddenError();
    if (action === 'send_rfq' || action === 'place_order') await refuseUnsendable(tx, scope, order);
    const actor = await lastAction(tx, scope);
    const values = {
      state: outcome.state,
      subState: outcome.sub_state,
      ...stamps(action, scope, new Date()),
      ...actor.values,
    };
    await orders.updateOrder(tx, scope, id, values);
    await history.record({
      subjectType: SUBJECT,
      subjectId: id,
      action: 'update',
      title: `${actor.name} ${VERBS[action]} ${order.orderNumber} on {date}`,
      snapshot: options.comment ? { comment: options.comment } : undefined,
      changes: headerChanges(order, values),
    });
    await queueVendorMail(uow, id, action);
  });
}

/** An RFQ or order goes to a vendor: it needs one, and at least one line to ask for (422). */
async function refuseUnsendable(tx: Executor, scope: TenantScope, order: orders.OrderRow) {
  if (order.companyVendorId === null) {
    const message = ORDER_RULE_MESSAGES.sendNeedsVendor;
    throw new ValidationError(message, { 'order.company_vendor_id': [message] });
  }
  if (!(await orders.hasLiveLines(tx, scope, order.id))) {
    const message = ORDER_RULE_MESSAGES.sendNeedsLines;
    throw new ValidationError(message, { 'order.deliveries': [message] });
  }
}

/**
 * Walks an order through §4 transitions as the system (the demo seed; later, jobs): each step is
 * the state machine's (an impossible one throws), with its history entry; no permission applies.
 */
export async function advanceOrder(
  db: Executor,
  scope: SystemScope,
  id: number,
  actions: readonly OrderAction[],
): Promise<void> {
  await inUnitOfWork(db, scope, async ({ tx, history }) => {
    let order = await orders.findOrder(tx, scope, id, { forUpdate: true });
    if (!order) throw new NotFoundError();
    for (const action of actions) {
      const next = transitionOrder(orderFacts(order), action);
      const now = new Date();
      const values = {
        state: next.state,
        subState: next.sub_state,
        ...(action === 'send_rfq' ? { kind: 'RFQ' } : {}),
        ...(action === 'place_order' ? { kind: 'ORDER', orderedAt: now } : {}),
        ...(action === 'confirm' ? { confirmedAt: now } : {}),
        ...(action === 'approve' ? { approvedAt: now } : {}),
        ...(action === 'request_cancellation' ? { cancellationRequestedAt: now } : {}),
        ...(action.startsWith('cancel') ? { cancelledAt: now } : {}),
      };
      const before = order;
      order = await orders.updateOrder(tx, scope, id, values);
      await history.record({
        subjectType: SUBJECT,
        subjectId: id,
        action: 'update',
        title: `${before.orderNumber}: ${action.replace(/_/g, ' ')} on {date}`,
        changes: headerChanges(before, values),
      });
    }
  });
}
