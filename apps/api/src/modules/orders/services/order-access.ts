import type { Executor } from '../../../db/client';
import { ForbiddenError, NotFoundError } from '../../../platform/errors';
import type { TenantScope } from '../../../platform/scope';
import * as orders from '../repositories/order-repository';
import { projectWritable, visibleOrdersCondition } from '../repositories/visibility';

/**
 * A project a write may put an order in: outside the user's project groups (and without
 * can_see_orders_from_all_groups) the write is refused with 403.
 */
export async function refuseProjectOutsideGroups(
  tx: Executor,
  scope: TenantScope,
  projectId: number,
): Promise<void> {
  if (!(await projectWritable(tx, scope, projectId))) {
    throw new ForbiddenError();
  }
}

/**
 * The order a write changes, locked for the transaction: another company's, or one outside the
 * user's project groups, answers 404, as its read does (decision 0084).
 */
export async function writableOrder(
  tx: Executor,
  scope: TenantScope,
  id: number,
): Promise<orders.OrderRow> {
  const order = await orders.findOrder(tx, scope, id, { forUpdate: true });
  if (!order || !(await projectWritable(tx, scope, order.projectId))) throw new NotFoundError();
  return order;
}

/**
 * The order a /order/:id call names, as its read sees it: another company's, or one outside the
 * user's project groups, answers 404 (decision 0084).
 */
export async function requireVisibleOrder(db: Executor, scope: TenantScope, id: number) {
  if (!(await orders.findHeader(db, scope, id, visibleOrdersCondition(scope)))) {
    throw new NotFoundError();
  }
}
