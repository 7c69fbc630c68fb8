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

/** Words that are names or abbreviations: written as people write them, not as keys. */
const WORDS: Record<string, string> = {
  rfq: 'RFQ',
  rfqs: 'RFQs',
  po: 'PO',
  erp: 'ERP',
  qh: 'QH',
  id: 'ID',
};

/** can_send_and_update_orders -> "Send and update orders"; can_create_quick_po -> "Create quick PO". */
export function permissionLabel(permission: string): string {
  const words = permission
    .replace(/^can_/, '')
    .split('_')
    .map((word) => WORDS[word] ?? word);
  const label = words.join(' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}
