import { PERMISSIONS, type Permission } from './permissions';

/** Company roles (access-and-platform §6). */
export const ROLE_NAMES = ['ADMIN', 'PURCHASER', 'USER', 'MATERIAL_REQUESTER'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export const VENDOR_ROLES = ['ADMIN', 'USER'] as const;
export type VendorRole = (typeof VENDOR_ROLES)[number];

export const VENDOR_TIERS = ['FREE', 'PREMIUM'] as const;
export type VendorTier = (typeof VENDOR_TIERS)[number];

export const ACCESS_TYPES = ['CONTRACTOR', 'VENDOR'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

const READ_ONLY: Permission[] = [
  'can_read_projects',
  'can_read_orders_and_rfqs',
  'can_read_company_settings',
  'can_read_vendors',
  'can_use_cost_code',
  'can_view_costs',
];

/** Everything a purchaser needs to buy; not company administration, users or billing. */
const PURCHASER: Permission[] = PERMISSIONS.filter(
  (p) =>
    ![
      'can_manage_billing',
      'can_manage_company_settings',
      'can_manage_users',
      'can_unlock_order',
      'can_delete_invoices',
      'can_post_invoices',
      'can_sync_with_erp',
      'can_use_integrations',
      'can_delete_warehouse',
      'can_create_warehouse',
    ].includes(p),
);

/**
 * Default permission sets, documented in docs/roles-and-permissions.md.
 * A company may change them later; these are what a new company starts with.
 */
export const DEFAULT_ROLE_PERMISSIONS: Record<RoleName, readonly Permission[]> = {
  ADMIN: PERMISSIONS,
  PURCHASER,
  USER: [
    ...READ_ONLY,
    'can_create_drafts',
    'can_view_historical_pricing',
    'can_use_historical_cost',
    'can_view_price_sheets',
    'can_view_inventory',
    'can_view_consumable_requests',
    'can_view_asset_requests',
    'can_create_consumable_draft_request',
    'can_create_asset_draft_request',
  ],
  // Material requesters request materials and orders; they cannot send or update orders (§6).
  MATERIAL_REQUESTER: [
    'can_read_projects',
    'can_read_orders_and_rfqs',
    'can_create_drafts',
    'can_use_cost_code',
    'can_read_vendors',
  ],
};
