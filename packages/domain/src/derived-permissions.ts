import { PERMISSION_GROUPS, type Permission } from './permissions';
import type { RoleName } from './roles';

type Granted = ReadonlySet<Permission> | readonly Permission[];

const has = (granted: Granted, p: Permission) =>
  granted instanceof Set ? granted.has(p) : (granted as readonly Permission[]).includes(p);

const INVENTORY_AREA: Permission[] = [
  'can_view_inventory',
  'can_view_consumable_requests',
  'can_view_asset_requests',
  'can_view_warehouse_tab',
];

/** The derived rules of access-and-platform §6 and procurement-core §6, in one place. */
export interface DerivedAbilities {
  /** Any invoice permission gives invoice access. */
  can_access_invoices: boolean;
  /** Any of view inventory, view consumable requests, view asset requests or view warehouse tab. */
  can_access_inventory: boolean;
  /** The historical price summary needs can_use_historical_cost, and can_view_costs: it is prices. */
  can_view_historical_price_summary: boolean;
  /** Sending an order from quote leveling needs both can_send_and_update_orders and _rfqs. */
  can_send_from_quote_leveling: boolean;
  /** A user missing both send-and-update permissions cannot send or update. */
  can_send_or_update: boolean;
}

export function deriveAbilities(granted: Granted): DerivedAbilities {
  const orders = has(granted, 'can_send_and_update_orders');
  const rfqs = has(granted, 'can_send_and_update_rfqs');
  return {
    can_access_invoices: PERMISSION_GROUPS.invoices.some((p) => has(granted, p)),
    can_access_inventory: INVENTORY_AREA.some((p) => has(granted, p)),
    can_view_historical_price_summary:
      has(granted, 'can_use_historical_cost') && has(granted, 'can_view_costs'),
    can_send_from_quote_leveling: orders && rfqs,
    can_send_or_update: orders || rfqs,
  };
}

/** What no company may take away, so it can never lock itself out of its own settings. */
export const LOCKED_PERMISSIONS: Partial<Record<RoleName, readonly Permission[]>> = {
  ADMIN: ['can_manage_users', 'can_manage_company_settings', 'can_read_company_settings'],
};

/**
 * Material requesters can never send and update orders (§6), whatever a company sets; the other
 * roles' sets are the company's choice.
 */
export const FORBIDDEN_PERMISSIONS: Partial<Record<RoleName, readonly Permission[]>> = {
  MATERIAL_REQUESTER: ['can_send_and_update_orders', 'can_send_and_update_rfqs'],
};

/** The problem with a role's new permission set, or null when the company may save it. */
export function rolePermissionProblem(role: string, granted: readonly Permission[]): string | null {
  const name = role as RoleName;
  const missing = (LOCKED_PERMISSIONS[name] ?? []).filter((p) => !granted.includes(p));
  if (missing.length > 0) return `The ${role} role must keep ${missing.join(', ')}.`;
  const forbidden = (FORBIDDEN_PERMISSIONS[name] ?? []).filter((p) => granted.includes(p));
  if (forbidden.length > 0) return `The ${role} role cannot have ${forbidden.join(', ')}.`;
  return null;
}
