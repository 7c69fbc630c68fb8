import { and, eq, inArray, max } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orders } from '../../../db/schema/index';
import type { ListScope } from './list-conditions';

/**
 * GET /orders_last_updated (decision 0048): when the newest of the visible orders of these
 * projects (and of this state) changed. Read from the project index of the order lists
 * (orders_company_project_updated_idx), one short descent per project.
 */
export async function lastOrderUpdate(
  db: Executor,
  scope: ListScope,
  filter: { projectIds: number[]; state?: string | undefined },
): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(orders.updatedAt) })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, scope.companyId),
        scope.visible,
        inArray(orders.projectId, filter.projectIds),
        filter.state === undefined ? undefined : eq(orders.state, filter.state),
      ),
    );
  return row?.at ?? null;
}
