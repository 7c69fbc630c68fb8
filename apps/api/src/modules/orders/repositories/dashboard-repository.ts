import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { DASHBOARD_STATES } from '@laydown/contracts';
import type { Executor } from '../../../db/client';
import { orders, projects } from '../../../db/schema/index';
import { countAll } from '../../../platform/lists';

/**
 * The dashboard's order counts (procurement-core §7 Dashboard): per state, and per project and
 * state, of the orders the reader may see (`visible`, the project-group rule of ./visibility).
 * Only the dashboard's states are counted; the same conditions as the order list's state filter.
 */

interface StatsScope {
  companyId: number;
  visible: SQL | undefined;
}

function counted(scope: StatsScope, projectId?: number) {
  return and(
    eq(orders.companyId, scope.companyId),
    scope.visible,
    projectId === undefined ? undefined : eq(orders.projectId, projectId),
    inArray(orders.state, [...DASHBOARD_STATES]),
  );
}

export function countOrdersByState(db: Executor, scope: StatsScope, projectId?: number) {
  return db
    .select({ state: orders.state, count: countAll })
    .from(orders)
    .where(counted(scope, projectId))
    .groupBy(orders.state);
}

export function countOrdersByProjectAndState(db: Executor, scope: StatsScope) {
  return db
    .select({
      projectId: orders.projectId,
      projectName: projects.name,
      state: orders.state,
      count: countAll,
    })
    .from(orders)
    .innerJoin(
      projects,
      and(eq(projects.companyId, orders.companyId), eq(projects.id, orders.projectId)),
    )
    .where(counted(scope))
    .groupBy(orders.projectId, projects.name, orders.state)
    .orderBy(asc(projects.name), asc(orders.projectId));
}

export async function companyHasProject(db: Executor, companyId: number, projectId: number) {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.id, projectId)));
  return row !== undefined;
}
