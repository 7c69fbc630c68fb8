import type { PermissionGroup } from '@laydown/domain';

export const GROUP_TITLES: Record<PermissionGroup, string> = {
  billing_and_projects: 'Billing and projects',
  orders: 'Orders',
  company_and_users: 'Company and users',
  materials_and_vendors: 'Materials and vendors',
  invoices: 'Invoices',
  integrations: 'Integrations',
  commitments: 'Commitments',
  price_sheets: 'Price sheets',
  feature_level: 'Features',
  planning: 'Planning',
  inventory: 'Inventory',
};

/** can_send_and_update_orders -> "Send and update orders". */
export function permissionLabel(permission: string): string {
  const words = permission.replace(/^can_/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
