import { BarChartOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@laydown/contracts';
import { holdsPermission } from '@laydown/domain';
import type { NavItem } from './nav-model';

/**
 * The main group's Orders and Dashboard, for a company's contractor who may read orders; a vendor
 * user's RFQs and Orders (the vendor portal, decision 0087).
 */
export function orderNavItems(user: CurrentUser): NavItem[] {
  if (user.type === 'VENDOR') {
    return [
      { kind: 'link', label: 'RFQs and Orders', to: '/vendor/orders', icon: ShoppingCartOutlined },
    ];
  }
  if (user.type !== 'CONTRACTOR' || !user.account) return [];
  if (!holdsPermission(user.user_permissions, 'can_read_orders_and_rfqs')) return [];
  return [
    { kind: 'link', label: 'Orders', to: '/orders', icon: ShoppingCartOutlined },
    { kind: 'link', label: 'Dashboard', to: '/dashboard', icon: BarChartOutlined },
  ];
}
