import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { projects } from '../../db/schema/index';
import type { CompanyContext } from '../../platform/auth/principal';
import { ownedOrNotFound } from '../../platform/tenancy';

export interface NewProject {
  name: string;
  projectCode?: string;
}

/** Projects grow into their own module with the reference-data issue; this is what exists so far. */
export async function createProject(
  db: Executor,
  ctx: Pick<CompanyContext, 'companyId'>,
  input: NewProject,
) {
  const [row] = await db
    .insert(projects)
    .values({ companyId: ctx.companyId, name: input.name, projectCode: input.projectCode ?? null })
    .returning();
  if (!row) throw new Error('insert projects returned nothing');
  return row;
}

/** A project of the context's company; another company's project is a 404 like a missing one. */
export async function getProject(db: Executor, ctx: Pick<CompanyContext, 'companyId'>, id: number) {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.companyId, ctx.companyId), eq(projects.id, id)))
    .limit(1);
  return ownedOrNotFound(ctx, row);
}
