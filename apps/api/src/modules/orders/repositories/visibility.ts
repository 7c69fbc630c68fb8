import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { holdsPermission } from '@laydown/domain';
import { companyUserProjectGroups, orders, projects } from '../../../db/schema/index';
import type { Executor } from '../../../db/client';
import type { CompanyScope, TenantScope } from '../../../platform/scope';

/**
 * procurement-core §6 / issue 15: a user sees only the orders of the projects in their project
 * groups, unless they hold can_see_orders_from_all_groups (decision 0084). A project without a
 * group is in none of them. The system scope (jobs, seeds) sees every order. Returns the condition
 * on `orders.project_id`, or undefined when the scope sees everything.
 */
export function visibleOrdersCondition(scope: TenantScope): SQL | undefined {
  return visibleProjectsCondition(scope, orders.projectId);
}

/** The same rule on any column that holds an order's project id (the list counts, decision 0048). */
export function visibleProjectsCondition(
  scope: TenantScope,
  projectId: AnyColumn,
): SQL | undefined {
  if (scope.kind === 'system') return undefined;
  if (holdsPermission(scope.permissions, 'can_see_orders_from_all_groups')) return undefined;
  return sql`${projectId} in ${projectsOfGroups(scope)}`;
}

function projectsOfGroups(scope: CompanyScope): SQL {
  const groupsOfUser = sql`(select ${companyUserProjectGroups.projectGroupId}
    from ${companyUserProjectGroups}
    where ${companyUserProjectGroups.companyId} = ${scope.companyId}
      and ${companyUserProjectGroups.companyUserId} = ${scope.companyUserId})`;
  return sql`(select ${projects.id} from ${projects}
    where ${projects.companyId} = ${scope.companyId}
      and ${projects.projectGroupId} in ${groupsOfUser})`;
}

/**
 * The same rule for a write (issue 15): may the scope create, change or act on an order of this
 * project? A project outside the user's groups is refused unless can_see_orders_from_all_groups.
 */
export async function projectWritable(
  db: Executor,
  scope: TenantScope,
  projectId: number,
): Promise<boolean> {
  if (scope.kind === 'system') return true;
  if (holdsPermission(scope.permissions, 'can_see_orders_from_all_groups')) return true;
  const rows = await db.execute(sql`select 1 where ${projectId} in ${projectsOfGroups(scope)}`);
  return rows.rows.length > 0;
}
