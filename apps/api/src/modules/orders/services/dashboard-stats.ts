import {
  DASHBOARD_STATES,
  type DashboardState,
  type OrderStatsBody,
  type OrderStatsByProjectBody,
  type OrderStatsQuery,
  type StateCounts,
} from '@laydown/contracts';
import type { Executor } from '../../../db/client';
import { NotFoundError } from '../../../platform/errors';
import type { TenantScope } from '../../../platform/scope';
import {
  companyHasProject,
  countOrdersByProjectAndState,
  countOrdersByState,
} from '../repositories/dashboard-repository';
import { visibleOrdersCondition } from '../repositories/visibility';

/** Every dashboard state with its count, zero when no order is in it. */
function stateCountsOf(rows: { state: string; count: number }[]): StateCounts {
  const counts = Object.fromEntries(DASHBOARD_STATES.map((state) => [state, 0])) as StateCounts;
  for (const row of rows) counts[row.state as DashboardState] += row.count;
  return counts;
}

const statsScope = (scope: TenantScope) => ({
  companyId: scope.companyId,
  visible: visibleOrdersCondition(scope),
});

/**
 * GET /dashboard/order_stats: the reader's visible orders per state, of one project when
 * `project_id` is given (another company's project answers 404, like its records).
 */
export async function orderStats(
  db: Executor,
  scope: TenantScope,
  query: OrderStatsQuery,
): Promise<OrderStatsBody> {
  if (
    query.project_id !== undefined &&
    !(await companyHasProject(db, scope.companyId, query.project_id))
  ) {
    throw new NotFoundError();
  }
  const rows = await countOrdersByState(db, statsScope(scope), query.project_id);
  return { state_counts: stateCountsOf(rows) };
}

/** GET /dashboard/order_stats_by_project: the same counts per project, projects by name. */
export async function orderStatsByProject(
  db: Executor,
  scope: TenantScope,
): Promise<OrderStatsByProjectBody> {
  const rows = await countOrdersByProjectAndState(db, statsScope(scope));
  const byProject = new Map<number, { name: string; rows: typeof rows }>();
  for (const row of rows) {
    const entry = byProject.get(row.projectId) ?? { name: row.projectName, rows: [] };
    entry.rows.push(row);
    byProject.set(row.projectId, entry);
  }
  return {
    project_state_counts: [...byProject].map(([projectId, entry]) => ({
      project_id: projectId,
      project_name: entry.name,
      state_counts: stateCountsOf(entry.rows),
    })),
  };
}
