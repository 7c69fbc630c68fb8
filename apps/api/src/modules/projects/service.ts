import type { Executor } from '../../db/client';
import { projects } from '../../db/schema/index';
import type { CompanyContext } from '../../platform/auth/principal';

export interface NewProject {
  name: string;
  projectCode?: string;
}

/** Projects grow into their own module with the reference-data issue; this is what exists so far. */
export async function createProject(db: Executor, ctx: Pick<CompanyContext, 'companyId'>, input: NewProject) {
  const [row] = await db
    .insert(projects)
    .values({ companyId: ctx.companyId, name: input.name, projectCode: input.projectCode ?? null })
    .returning();
  if (!row) throw new Error('insert projects returned nothing');
  return row;
}
