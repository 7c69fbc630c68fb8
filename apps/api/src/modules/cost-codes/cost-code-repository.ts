import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { setOrKeep } from '../../db/unchanged';
import { costCodeClasses, costCodeNumbers, costCodePhases, costCodes } from '../../db/schema/index';
import { countAll, orderFor, pageWindow, searchAny, type ListParams } from '../../platform/lists';
import type { TenantScope } from '../../platform/scope';

export type CostCodeValues = Partial<
  Pick<
    typeof costCodes.$inferInsert,
    'costCodeNumberId' | 'costCodePhaseId' | 'costCodeClassId' | 'projectIds' | 'tags' | 'active'
  >
>;

export interface CostCodeFilters {
  search?: string | undefined;
  active?: boolean | undefined;
  tags?: string[] | undefined;
  cost_code_phase_id?: number[] | undefined;
  cost_code_class_id?: number[] | undefined;
  /** With project filtering on: codes without projects or listing this one. */
  allowed_for_project_id?: number | undefined;
}

// Aliased so the joined row can also serve as a subquery (for counting) without name clashes.
const joined = {
  costCode: costCodes,
  code: sql<string>`${costCodeNumbers.code}`.as('number_code'),
  description: sql<string | null>`${costCodeNumbers.description}`.as('number_description'),
  phaseCode: sql<string | null>`${costCodePhases.code}`.as('phase_code'),
  phaseDescription: sql<string | null>`${costCodePhases.description}`.as('phase_description'),
  clazz: sql<string | null>`${costCodeClasses.code}`.as('class_code'),
  clazzDescription: sql<string | null>`${costCodeClasses.description}`.as('class_description'),
};
export type CostCodeView = {
  costCode: typeof costCodes.$inferSelect;
  code: string;
  description: string | null;
  phaseCode: string | null;
  phaseDescription: string | null;
  clazz: string | null;
  clazzDescription: string | null;
};

function base(db: Executor) {
  return db
    .select(joined)
    .from(costCodes)
    .innerJoin(
      costCodeNumbers,
      and(
        eq(costCodeNumbers.companyId, costCodes.companyId),
        eq(costCodeNumbers.id, costCodes.costCodeNumberId),
      ),
    )
    .leftJoin(
      costCodePhases,
      and(
        eq(costCodePhases.companyId, costCodes.companyId),
        eq(costCodePhases.id, costCodes.costCodePhaseId),
      ),
    )
    .leftJoin(
      costCodeClasses,
      and(
        eq(costCodeClasses.companyId, costCodes.companyId),
        eq(costCodeClasses.id, costCodes.costCodeClassId),
      ),
    );
}

function where(ctx: TenantScope, f: CostCodeFilters): SQL | undefined {
  return and(
    eq(costCodes.companyId, ctx.companyId),
    isNull(costCodes.discardedAt),
    f.active === undefined ? undefined : eq(costCodes.active, f.active),
    f.tags?.length ? sql`${costCodes.tags} && ${sql.param(f.tags)}::text[]` : undefined,
    f.cost_code_phase_id?.length
      ? inArray(costCodes.costCodePhaseId, f.cost_code_phase_id)
      : undefined,
    f.cost_code_class_id?.length
      ? inArray(costCodes.costCodeClassId, f.cost_code_class_id)
      : undefined,
    f.allowed_for_project_id
      ? sql`(cardinality(${costCodes.projectIds}) = 0 or ${f.allowed_for_project_id} = any(${costCodes.projectIds}))`
      : undefined,
    searchAny(f.search, [
      costCodeNumbers.code,
      costCodeNumbers.description,
      costCodePhases.code,
      costCodeClasses.code,
    ]),
  );
}

const sorts = {
  code: costCodeNumbers.code,
  description: costCodeNumbers.description,
  phase_code: costCodePhases.code,
  clazz: costCodeClasses.code,
};

export async function listCostCodes(
  db: Executor,
  ctx: TenantScope,
  params: Partial<ListParams<keyof typeof sorts>> & CostCodeFilters,
  paged = true,
) {
  const condition = where(ctx, params);
  const order = orderFor(
    params,
    sorts,
    [asc(costCodeNumbers.code), asc(costCodePhases.code), asc(costCodeClasses.code)],
    costCodes.id,
  );
  const query = base(db)
    .where(condition)
    .orderBy(...order);
  if (!paged || !params.page || !params.per_page) {
    const rows = await query;
    return { rows, total: rows.length };
  }
  const { limit, offset } = pageWindow({ page: params.page, per_page: params.per_page });
  // The count runs over the same joins; a page past the end still reports the total.
  const [rows, [count]] = await Promise.all([
    query.limit(limit).offset(offset),
    db.select({ total: countAll }).from(base(db).where(condition).as('matching')),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findCostCode(
  db: Executor,
  ctx: TenantScope,
  id: number,
): Promise<CostCodeView | undefined> {
  const [row] = await base(db)
    .where(and(eq(costCodes.companyId, ctx.companyId), eq(costCodes.id, id)))
    .limit(1);
  return row;
}

/** Counts per active flag and per tag, over the codes the other filters leave. */
export async function costCodeFacets(db: Executor, ctx: TenantScope, filters: CostCodeFilters) {
  const rows = (await listCostCodes(db, ctx, filters, false)).rows;
  const count = (values: string[]) => {
    const counts = new Map<string, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    return [...counts]
      .map(([value, n]) => ({ value, count: n }))
      .sort((a, b) => a.value.localeCompare(b.value));
  };
  return {
    active: count(rows.map((r) => String(r.costCode.active))),
    tags: count(rows.flatMap((r) => r.costCode.tags)),
    phase_code: count(rows.flatMap((r) => (r.phaseCode ? [r.phaseCode] : []))),
    clazz: count(rows.flatMap((r) => (r.clazz ? [r.clazz] : []))),
  };
}

export async function distinctTags(db: Executor, ctx: TenantScope): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tag: sql<string>`unnest(${costCodes.tags})` })
    .from(costCodes)
    .where(and(eq(costCodes.companyId, ctx.companyId), isNull(costCodes.discardedAt)));
  return rows.map((r) => r.tag).sort((a, b) => a.localeCompare(b));
}

export async function insertCostCode(
  db: Executor,
  ctx: TenantScope,
  values: CostCodeValues & { costCodeNumberId: number },
) {
  const [row] = await db
    .insert(costCodes)
    .values({ ...values, companyId: ctx.companyId })
    .returning();
  if (!row) throw new Error('insert cost_codes returned nothing');
  return row;
}

export async function updateCostCode(
  db: Executor,
  ctx: TenantScope,
  id: number,
  values: CostCodeValues,
) {
  const [row] = await db
    .update(costCodes)
    .set(setOrKeep(values, costCodes.id))
    .where(and(eq(costCodes.companyId, ctx.companyId), eq(costCodes.id, id)))
    .returning();
  return row;
}
