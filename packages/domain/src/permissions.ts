/**
 * Every permission string of the product, once (access-and-platform §6, procurement-core §6).
 * A role is a set of these; the server decides every action from them.
 */
export const PERMISSION_GROUPS = {
  billing_and_projects: ['can_manage_billing', 'can_manage_projects', 'can_read_projects'],
  orders: [
    'can_manage_orders_and_rfqs',
    'can_read_orders_and_rfqs',
    'can_send_and_update_orders',
    'can_send_and_update_rfqs',
    'can_input_vendor_data',
    'can_approve_order_request',
    'can_split_material_requests',
    'can_create_drafts',
    'can_create_quick_po',
    'can_see_orders_from_all_groups',
    'can_unlock_order',
    'can_change_status_and_assignee',
    'can_edit_delivery_information',
    'can_send_mobile_delivery_receipt',
    'can_edit_mobile_request',
  ],
  company_and_users: [
    'can_manage_company_settings',
    'can_read_company_settings',
    'can_manage_users',
    'can_view_costs',
  ],
  materials_and_vendors: [
    'can_create_new_material',
    'can_edit_material_database',
    'can_view_historical_pricing',
    'can_edit_vendor_database',
    'can_read_vendors',
    'can_edit_cost_code',
  ],
  invoices: [
    'can_use_all_invoices',
    'can_post_invoices',
    'can_delete_invoices',
    'can_edit_invoices',
    'can_view_invoice_inbox',
    'can_view_all_invoices',
    'can_view_all_my_project_invoices',
    'can_use_invoices',
  ],
  integrations: ['can_sync_with_erp', 'can_use_integrations'],
  commitments: ['can_see_and_create_commitments', 'can_edit_and_delete_commitments'],
  price_sheets: ['can_view_price_sheets', 'can_create_price_sheets', 'can_edit_price_sheets'],
  feature_level: [
    'can_use_historical_cost',
    'can_use_rfq_leveling',
    'can_use_auto_po_generation',
    'can_use_rfq',
    'can_use_materials_list',
    'can_use_switch_order_rfq',
    'can_use_cost_code',
    'can_use_required_fields_settings',
  ],
  planning: ['can_view_order_planning', 'can_edit_order_planning', 'can_create_order_planning'],
  inventory: [
    'can_view_inventory',
    'can_add_stock',
    'can_update_stock',
    'can_return_stock',
    'can_delete_stock',
    'can_edit_item_id',
    'can_update_stock_status',
    'can_approve_or_reject_inspection',
    'can_create_warehouse',
    'can_update_warehouse',
    'can_delete_warehouse',
    'can_view_warehouse_tab',
    'can_view_consumable_requests',
    'can_view_asset_requests',
    'can_create_consumable_draft_request',
    'can_create_asset_draft_request',
    'can_create_consumable_inventory_request',
    'can_create_asset_inventory_request',
    'can_change_consumable_request_status',
    'can_change_asset_request_status',
    'can_delete_consumable_request',
    'can_delete_asset_request',
  ],
} as const;

export type PermissionGroup = keyof typeof PERMISSION_GROUPS;
export type Permission = (typeof PERMISSION_GROUPS)[PermissionGroup][number];

export const PERMISSIONS: readonly Permission[] = Object.values(PERMISSION_GROUPS).flat();

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/** The permissions as the `user_permissions` object of the current user: every string, true or false. */
export type PermissionMap = Record<Permission, boolean>;

export function toPermissionMap(granted: Iterable<string>): PermissionMap {
  const set = new Set(granted);
  return Object.fromEntries(PERMISSIONS.map((p) => [p, set.has(p)])) as PermissionMap;
}
