import type { Permission } from './permissions';

/**
 * "Read includes manage": who may change something may also read it. The one table of these
 * implications, read by the API's route access and by the web app's navigation.
 */
export const IMPLIED_BY: Partial<Record<Permission, readonly Permission[]>> = {
  can_read_projects: ['can_manage_projects'],
  can_read_vendors: ['can_edit_vendor_database'],
  can_use_cost_code: ['can_edit_cost_code'],
  can_read_company_settings: ['can_manage_company_settings'],
};

/** Whether `granted` holds `permission`, itself or through a permission that includes it. */
export function holdsPermission(
  granted: ReadonlySet<Permission> | Readonly<Record<string, boolean>>,
  permission: Permission,
): boolean {
  const has = (p: Permission) =>
    granted instanceof Set ? granted.has(p) : (granted as Record<string, boolean>)[p] === true;
  return has(permission) || (IMPLIED_BY[permission] ?? []).some(has);
}
