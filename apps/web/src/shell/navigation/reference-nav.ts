import { BarcodeOutlined, ProjectOutlined, SettingOutlined, ShopOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@laydown/contracts';
import type { NavItem } from './nav-model';
import { holdsPermission } from '@laydown/domain';

/** The company group's reference-data pages, each shown only to users who may read it. */
export function referenceNavItems(user: CurrentUser): NavItem[] {
  const items: NavItem[] = [];
  if (user.type !== 'CONTRACTOR') return items;
  const can = user.user_permissions;
  if (holdsPermission(can, 'can_read_projects')) {
    items.push({ kind: 'link', label: 'Projects', to: '/projects', icon: ProjectOutlined });
  }
  if (holdsPermission(can, 'can_read_vendors')) {
    items.push({ kind: 'link', label: 'Vendors', to: '/vendors', icon: ShopOutlined });
  }
  if (holdsPermission(can, 'can_use_cost_code')) {
    items.push({
      kind: 'link',
      label: 'Cost Codes',
      to: '/settings/cost_codes',
      icon: BarcodeOutlined,
    });
  }
  // Tax codes and units are reached from the settings page, which every contractor can open.
  items.push({
    kind: 'link',
    label: 'Company Settings',
    to: '/settings/company',
    icon: SettingOutlined,
  });
  return items;
}
