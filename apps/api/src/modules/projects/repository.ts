import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { projectGroups, projects } from '../../db/schema/index';
import { countAll, orderFor, pageWindow, searchAny, type ListParams } from '../../platform/lists';
import type { TenantScope } from '../../platform/scope';

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectValues = Partial<
  Pick<
    typeof projects.$inferInsert,
    | 'name'
    | 'projectCode'
    | 'active'
    | 'inventory'
    | 'projectGroupId'
    | 'defaultWatcherUserIds'
    | 'isPlaceholder'
  >
>;

export interface ProjectFilters {
  active?: boolean | undefined;
  project_group_id?: number[] | undefined;
  show_all_projects?: boolean | undefined;
}

const projectColumns = { project: projects, groupName: projectGroups.name };

function filtersWhere(ctx: TenantScope, params: ListParams & ProjectFilters): SQL | undefined {
  return and(
    eq(projects.companyId, ctx.companyId),
    params.show_all_projects ? undefined : eq(projects.isPlaceholder, false),
    params.active === undefined ? undefined : eq(projects.active, params.active),
    params.project_group_id?.length
      ? inArray(projects.projectGroupId, params.project_group_id)
      : undefined,
    searchAny(params.search, [projects.name, projects.projectCode]),
  );
}

export async function listProjects(
  db: Executor,
  ctx: TenantScope,
  params: ListParams<'name' | 'project_id' | 'created_at'> & ProjectFilters,
) {
  const where = filtersWhere(ctx, params);
  const { limit, offset } = pageWindow(params);
  const [rows, [count]] = await Promise.all([
    db
      .select(projectColumns)
      .from(projects)
      .leftJoin(
        projectGroups,
        and(
          eq(projectGroups.companyId, projects.companyId),
          eq(projectGroups.id, projects.projectGroupId),
        ),
      )
      .where(where)
      .orderBy(
        ...orderFor(
          params,
          { name: projects.name, project_id: projects.projectCode, created_at: projects.createdAt },
          [asc(projects.name)],
          projects.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: countAll }).from(projects).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findProject(db: Executor, ctx: TenantScope, id: number) {
  const [row] = await db
    .select(projectColumns)
    .from(projects)
    .leftJoin(
      projectGroups,
      and(
        eq(projectGroups.companyId, projects.companyId),
        eq(projectGroups.id, projects.projectGroupId),
      ),
    )
    .where(and(eq(projects.companyId, ctx.companyId), eq(projects.id, id)))
    .limit(1);
  return row;
}

export async function insertProject(
  db: Executor,
  ctx: TenantScope,
  values: ProjectValues & { name: string },
) {
  const [row] = await db
    .insert(projects)
    .values({ ...values, companyId: ctx.companyId })
    .returning();
  if (!row) throw new Error('insert projects returned nothing');
  return row;
}

export async function updateProject(
  db: Executor,
  ctx: TenantScope,
  id: number,
  values: ProjectValues,
) {
  const [row] = await db
    .update(projects)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(projects.companyId, ctx.companyId), eq(projects.id, id)))
    .returning();
  return row;
}

export async function deleteProject(db: Executor, ctx: TenantScope, id: number) {
  await db.delete(projects).where(and(eq(projects.companyId, ctx.companyId), eq(projects.id, id)));
}

/** Which of `ids` are projects of the company (for group membership). */
export async function existingProjectIds(db: Executor, ctx: TenantScope, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.companyId, ctx.companyId), inArray(projects.id, ids)));
  return rows.map((r) => r.id);
}

export async function setGroupOfProjects(
  db: Executor,
  ctx: TenantScope,
  groupId: number,
  projectIds: number[],
) {
  await db
    .update(projects)
    .set({ projectGroupId: null })
    .where(and(eq(projects.companyId, ctx.companyId), eq(projects.projectGroupId, groupId)));
  if (projectIds.length === 0) return;
  await db
    .update(projects)
    .set({ projectGroupId: groupId })
    .where(and(eq(projects.companyId, ctx.companyId), inArray(projects.id, projectIds)));
}

export function projectsOfGroups(db: Executor, ctx: TenantScope, groupIds: number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: projects.id, name: projects.name, groupId: projects.projectGroupId })
    .from(projects)
    .where(and(eq(projects.companyId, ctx.companyId), inArray(projects.projectGroupId, groupIds)))
    .orderBy(asc(projects.name));
}
