import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { projectGroups } from '../../db/schema/index';
import type { TenantScope } from '../../platform/scope';

export type ProjectGroupRow = typeof projectGroups.$inferSelect;

export function listGroups(db: Executor, ctx: TenantScope) {
  return db
    .select()
    .from(projectGroups)
    .where(eq(projectGroups.companyId, ctx.companyId))
    .orderBy(asc(projectGroups.name), asc(projectGroups.id));
}

export async function findGroup(db: Executor, ctx: TenantScope, id: number) {
  const [row] = await db
    .select()
    .from(projectGroups)
    .where(and(eq(projectGroups.companyId, ctx.companyId), eq(projectGroups.id, id)))
    .limit(1);
  return row;
}

export async function insertGroup(db: Executor, ctx: TenantScope, name: string) {
  const [row] = await db
    .insert(projectGroups)
    .values({ companyId: ctx.companyId, name })
    .returning();
  if (!row) throw new Error('insert project_groups returned nothing');
  return row;
}

export async function renameGroup(db: Executor, ctx: TenantScope, id: number, name: string) {
  await db
    .update(projectGroups)
    .set({ name })
    .where(and(eq(projectGroups.companyId, ctx.companyId), eq(projectGroups.id, id)));
}

/** Its projects keep existing without a group (FK ON DELETE SET NULL (project_group_id)). */
export async function deleteGroup(db: Executor, ctx: TenantScope, id: number) {
  await db
    .delete(projectGroups)
    .where(and(eq(projectGroups.companyId, ctx.companyId), eq(projectGroups.id, id)));
}
