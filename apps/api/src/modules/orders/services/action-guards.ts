import { ORDER_RULE_MESSAGES } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import { ConflictError, ForbiddenError } from '../../../platform/errors';
import type { TenantScope } from '../../../platform/scope';
import { canEditOrder, orderLocked } from '../policy';
import type { OrderRow } from '../repositories/order-repository';
import { findOrderSettings } from '../repositories/settings-repository';
import { orderFacts } from './update-order';

/** Who takes a §4 transition, as the domain's `mayTakeTransition` reads it. */
export function requesterOf(scope: TenantScope) {
  return scope.kind === 'system'
    ? ({ kind: 'system' } as const)
    : ({ kind: 'company', permissions: scope.permissions } as const);
}

/** 'An order in state CANCELLED (CANCELLED_MERGED) cannot be split.': the §4 refusal naming the state. */
export function stateRefusal(order: Pick<OrderRow, 'state' | 'subState'>, verb: string) {
  const state = order.subState ? `${order.state} (${order.subState})` : order.state;
  return new ConflictError(`An order in state ${state} cannot be ${verb}.`, 'invalid_transition');
}

/**
 * An action that changes an order's document (split, tags, merge into it) follows the edit rules
 * of a save (decision 0070): a cancelled order is read-only (409 naming its state), the state's
 * edit permission is needed (403), and a PO past the company's lock point answers 409.
 */
export async function refuseUnlessEditable(
  tx: Executor,
  scope: TenantScope,
  order: OrderRow,
  verb: string,
): Promise<void> {
  if (order.state === 'CANCELLED') throw stateRefusal(order, verb);
  if (!canEditOrder(scope, order)) throw new ForbiddenError();
  const { lockOrderOption } = await findOrderSettings(tx, scope);
  if (lockOrderOption !== 'NEVER' && orderLocked(lockOrderOption, orderFacts(order))) {
    throw new ConflictError(ORDER_RULE_MESSAGES.poLocked[lockOrderOption], 'order_locked');
  }
}
