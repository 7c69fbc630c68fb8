import { canUnlockOrder, holdsPermission } from '@laydown/domain';
import type { CompanyScope } from '../../../platform/scope';

/**
 * §6 can_unlock_order and "Edit lock unlock is available only when enabled" (the company's
 * order setting): the unlock route, the service and the answer's `can_unlock` all read this.
 */
export function mayUnlockOrder(scope: CompanyScope, unlockEnabled: boolean): boolean {
  return canUnlockOrder({
    permitted: holdsPermission(scope.permissions, 'can_unlock_order'),
    unlockEnabled,
  });
}
