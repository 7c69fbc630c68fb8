import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { setOrKeep } from '../../db/unchanged';
import { costCodePhases } from '../../db/schema/index';
import { countAll, orderFor, pageWindow, searchAny, type ListParams } from '../../platform/lists';
import type { TenantScope } from '../../platform/scope';

export type PhaseRow = typeof costCodePhases.$inferSelect;
export type PhaseValues = Partial<
  Pick<
    typeof costCodePhases.$inferInsert,
    'code' | 'description' | 'active' | 'independent' | 'dataSource' | 'projectIds'
  >
>;
export interface PhaseFilters {
  active?: boolean | undefined;
  dataSource?: 'INTERNAL' | 'EXTERNAL' | undefined;
  /** Only phases usable on this project: no projects, or listing it. */
  project_id?: number | undefined;
}

function where(
  ctx: TenantScope,
  params: Pick<ListParams, 'search'> & PhaseFilters,
): SQL | undefined {
  return and(
    eq(costCodePhases.companyId, ctx.companyId),
    params.active === undefined ? undefined : eq(costCodePhases.active, params.active),
    params.dataSource ? eq(costCodePhases.dataSource, params.dataSource) : undefined,
    params.project_id
      ? sql`(cardinality(${costCodePhases.projectIds}) = 0 or ${params.project_id} = any(${costCodePhases.projectIds}))`
      : undefined,
    searchAny(params.search, [costCodePhases.code, costCodePhases.description]),
  );
}

export async function listPhases(
  db: Executor,
  ctx: TenantScope,
  params: ListParams<'code' | 'description'> & PhaseFilters,
) {
  const condition = where(ctx, params);
  const { limit, offset } = pageWindow(params);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(costCodePhases)
      .where(condition)
      .orderBy(
        ...orderFor(
          params,
          { code: costCodePhases.code, description: costCodePhases.description },
          [asc(costCodePhases.code)],
          costCodePhases.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: countAll }).from(costCodePhases).where(condition),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Counts for the filter ribbons: active and data source. */
export async function phaseFacets(
  db: Executor,
  ctx: TenantScope,
  params: Pick<ListParams, 'search'>,
) {
  const condition = where(ctx, params);
  const [active, source] = await Promise.all([
    db
      .select({ value: costCodePhases.active, count: countAll })
      .from(costCodePhases)
      .where(condition)
      .groupBy(costCodePhases.active),
    db
      .select({ value: costCodePhases.dataSource, count: countAll })
      .from(costCodePhases)
      .where(condition)
      .groupBy(costCodePhases.dataSource),
  ]);
  return {
    active: active.map((r) => ({ value: String(r.value), count: r.count })),
    dataSource: source.map((r) => ({ value: r.value, count: r.count })),
  };
}

export async function findPhase(db: Executor, ctx: TenantScope, id: number) {
  const [row] = await db
    .select()
    .from(costCodePhases)
    .where(and(eq(costCodePhases.companyId, ctx.companyId), eq(costCodePhases.id, id)))
    .limit(1);
  return row;
}

export async function insertPhase(
  db: Executor,
  ctx: TenantScope,
  values: PhaseValues & { code: string },
) {
  const [row] = await db
    .insert(costCodePhases)
    .values({ ...values, companyId: ctx.companyId })
    .returning();
  if (!row) throw new Error('insert cost_code_phases returned nothing');
  return row;
}

export async function updatePhase(db: Executor, ctx: TenantScope, id: number, values: PhaseValues) {
  const [row] = await db
    .update(costCodePhases)
    .set(setOrKeep(values, costCodePhases.id))
    .where(and(eq(costCodePhases.companyId, ctx.companyId), eq(costCodePhases.id, id)))
    .returning();
  return row;
}
