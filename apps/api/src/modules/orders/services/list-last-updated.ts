import type { OrdersLastUpdatedQuery } from '@laydown/contracts';
import type { Executor } from '../../../db/client';
import type { TenantScope } from '../../../platform/scope';
import { lastOrderUpdate } from '../repositories/list-last-updated-repository';
import { listScopeOf } from './list-scope';

/**
 * GET /orders_last_updated: the newest change among the orders of `project_id` or of
 * `allowed_project_ids` (both when both are sent) the reader may see; null when there is none,
 * so a project outside the reader's groups or company reads as one without orders.
 */
export async function ordersLastUpdated(
  db: Executor,
  scope: TenantScope,
  query: OrdersLastUpdatedQuery,
) {
  const projectIds = [
    ...(query.project_id === undefined ? [] : [query.project_id]),
    ...(query.allowed_project_ids ?? []),
  ];
  const at = await lastOrderUpdate(db, listScopeOf(scope), { projectIds, state: query.state });
  return { last_updated_at: at?.toISOString() ?? null };
}
