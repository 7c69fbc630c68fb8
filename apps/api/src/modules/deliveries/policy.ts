import { holdsPermission } from '@laydown/domain';
import type { TenantScope } from '../../platform/scope';

/**
 * Record-level rules of a delivery (procurement-core §6, issue 10). A delivery is read by whoever
 * may read its order (can_read_orders_and_rfqs and the project-group rule of decision 0084, applied
 * by the repositories through the orders module's condition); changed by a holder of
 * can_edit_delivery_information; its costs shown only with can_view_costs.
 */
export type DeliveryAction = 'read' | 'update';

const PERMISSION = {
  read: 'can_read_orders_and_rfqs',
  update: 'can_edit_delivery_information',
} as const;

export function mayOnDelivery(scope: TenantScope, action: DeliveryAction): boolean {
  return scope.kind === 'system' || holdsPermission(scope.permissions, PERMISSION[action]);
}

export function mayViewDeliveryCosts(scope: TenantScope): boolean {
  return scope.kind === 'system' || holdsPermission(scope.permissions, 'can_view_costs');
}
