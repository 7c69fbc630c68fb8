import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { setOrKeep } from '../../db/unchanged';
import { units } from '../../db/schema/index';
import { countAll, likePattern, orderFor, pageWindow, type ListParams } from '../../platform/lists';
import type { TenantScope } from '../../platform/scope';

export type UnitRow = typeof units.$inferSelect;

/** Name or any synonym contains the term (procurement-core §5 unit search). */
function matching(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const pattern = likePattern(term);
  return sql`(${units.name} ilike ${pattern} or exists (select 1 from unnest(${units.synonyms}) s where s ilike ${pattern}))`;
}

export async function listUnits(db: Executor, ctx: TenantScope, params: ListParams<'name'>) {
  const where = and(eq(units.companyId, ctx.companyId), matching(params.search));
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(units)
      .where(where)
      .orderBy(
        ...orderFor(
          params,
          { name: units.name },
          [asc(units.name), asc(units.multiplier)],
          units.id,
        ),
      )
      .limit(pageWindow(params).limit)
      .offset(pageWindow(params).offset),
    db.select({ total: countAll }).from(units).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findUnit(
  db: Executor,
  ctx: TenantScope,
  id: number,
): Promise<UnitRow | undefined> {
  const [row] = await db
    .select()
    .from(units)
    .where(and(eq(units.companyId, ctx.companyId), eq(units.id, id)))
    .limit(1);
  return row;
}

export async function insertUnits(
  db: Executor,
  ctx: TenantScope,
  values: Omit<typeof units.$inferInsert, 'companyId'>[],
): Promise<UnitRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(units)
    .values(values.map((v) => ({ ...v, companyId: ctx.companyId })))
    .returning();
}

export async function updateUnit(
  db: Executor,
  ctx: TenantScope,
  id: number,
  values: Partial<Pick<UnitRow, 'synonyms' | 'overrideLabel' | 'qtyIncrement'>>,
): Promise<UnitRow | undefined> {
  const [row] = await db
    .update(units)
    .set(setOrKeep(values, units.id))
    .where(and(eq(units.companyId, ctx.companyId), eq(units.id, id)))
    .returning();
  return row;
}
