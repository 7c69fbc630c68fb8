import type { TenantScope } from '../../../platform/scope';
import type { ListScope } from '../repositories/list-conditions';
import { orderListCounts } from '../../../db/schema/index';
import { visibleOrdersCondition, visibleProjectsCondition } from '../repositories/visibility';

/** What every order list reads within: the company and the project-group rule (decision 0084). */
export function listScopeOf(scope: TenantScope): ListScope {
  return {
    companyId: scope.companyId,
    visible: visibleOrdersCondition(scope),
    visibleCounts: visibleProjectsCondition(scope, orderListCounts.projectId),
  };
}
