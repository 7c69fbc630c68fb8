import {
  isPermission,
  PERMISSIONS,
  rolePermissionProblem,
  toPermissionMap,
  type Permission,
  type PermissionMap,
} from '@laydown/domain';
import type { CompanyPermissions } from '@laydown/contracts';
import type { Database, Executor } from '../../db/client';
import { forbidAccessChangeWhileImpersonating } from '../../platform/auth/guards';
import { ValidationError } from '../../platform/errors';
import type { CompanyScope, TenantScope } from '../../platform/scope';
import { diffFields, inUnitOfWork } from '../../platform/unit-of-work';
import * as repo from './repository';

/** The company's roles, to assign to users (id and name). */
export async function roleOptions(db: Executor, ctx: TenantScope) {
  const rows = await repo.listRoles(db, ctx);
  return rows.map((r) => ({ id: r.id, name: r.name }));
}

export async function companyPermissions(
  db: Executor,
  ctx: TenantScope,
): Promise<CompanyPermissions> {
  const rows = await repo.listRoles(db, ctx);
  return {
    roles: rows.map((r) => ({
      role_id: r.id,
      name: r.name,
      permissions: toPermissionMap(r.permissions.filter(isPermission)),
    })),
  };
}

const granted = (map: PermissionMap): Permission[] => PERMISSIONS.filter((p) => map[p]);

/**
 * PATCH /api/company_settings/permissions: every role named is saved whole. A session sees the new
 * set at its next request, because the principal is loaded with the role each time.
 */
export async function updateCompanyPermissions(
  db: Database,
  ctx: CompanyScope,
  roles: { role_id: number; permissions: PermissionMap }[],
): Promise<CompanyPermissions> {
  forbidAccessChangeWhileImpersonating(ctx);
  return inUnitOfWork(db, ctx, async ({ tx, history }) => {
    const before = await repo.listRoles(tx, ctx);
    const existing = new Map(before.map((r) => [r.id, r.name]));
    const fields: Record<string, string[]> = {};
    roles.forEach((role, index) => {
      const name = existing.get(role.role_id);
      const problem = name
        ? rolePermissionProblem(name, granted(role.permissions))
        : 'Please choose one of your company roles.';
      if (problem) fields[`permissions.roles.${index}`] = [problem];
    });
    const first = Object.values(fields)[0]?.[0];
    if (first) throw new ValidationError(first, fields);
    for (const role of roles) {
      await repo.setRolePermissions(tx, ctx, role.role_id, granted(role.permissions));
      const old = toPermissionMap(before.find((r) => r.id === role.role_id)!.permissions);
      const changes = diffFields(old, role.permissions, PERMISSIONS, 'permissions');
      if (changes.length === 0) continue;
      await history.record({
        subjectType: 'role',
        subjectId: role.role_id,
        action: 'permissions_changed',
        title: `Permissions of ${existing.get(role.role_id)} changed`,
        changes,
      });
    }
    return companyPermissions(tx, ctx);
  });
}
