import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { roles } from '../../db/schema/index';
import type { TenantScope } from '../../platform/scope';

export async function listRoles(db: Executor, ctx: TenantScope) {
  return db.select().from(roles).where(eq(roles.companyId, ctx.companyId)).orderBy(asc(roles.id));
}

export async function setRolePermissions(
  db: Executor,
  ctx: TenantScope,
  roleId: number,
  permissions: string[],
): Promise<void> {
  await db
    .update(roles)
    .set({ permissions })
    .where(and(eq(roles.companyId, ctx.companyId), eq(roles.id, roleId)));
}
