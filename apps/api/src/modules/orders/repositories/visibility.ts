import { sql, type SQL } from 'drizzle-orm';
import { holdsPermission } from '@laydown/domain';
import { companyUserProjectGroups, orders, projects } from '../../../db/schema/index';
import type { TenantScope } from '../../../platform/scope';

/**
 * procurement-core §6 / issue 15: a user sees only the orders of the projects in their project
 * groups, unless they hold can_see_orders_from_all_groups (decision 0084). A project without a
 * group is in none of them. The system scope (jobs, seeds) sees every order. Returns the condition
 * on `orders.project_id`, or undefined when the scope sees everything.
 */
export function visibleOrdersCondition(scope: TenantScope): SQL | undefined {
  if (scope.kind === 'system') return undefined;
  if (holdsPermission(scope.permissions, 'can_see_orders_from_all_groups')) return undefined;
  const groupsOfUser = sql`(select ${companyUserProjectGroups.projectGroupId}
    from ${companyUserProjectGroups}
    where ${companyUserProjectGroups.companyId} = ${scope.companyId}
      and ${companyUserProjectGroups.companyUserId} = ${scope.companyUserId})`;
  const projectsOfGroups = sql`(select ${projects.id} from ${projects}
    where ${projects.companyId} = ${scope.companyId}
      and ${projects.projectGroupId} in ${groupsOfUser})`;
  return sql`${orders.projectId} in ${projectsOfGroups}`;
}
