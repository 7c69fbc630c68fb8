import { and, asc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { setOrKeep } from '../../db/unchanged';
import { taxCodeRates, taxCodes } from '../../db/schema/index';
import { countAll, orderFor, pageWindow, searchAny, type ListParams } from '../../platform/lists';
import type { TenantScope } from '../../platform/scope';

export type TaxCodeRow = typeof taxCodes.$inferSelect;
export type TaxCodeRateRow = typeof taxCodeRates.$inferSelect;
export type TaxCodeValues = Partial<
  Pick<typeof taxCodes.$inferInsert, 'code' | 'description' | 'taxType' | 'discardedAt'>
>;

export async function listTaxCodes(
  db: Executor,
  ctx: TenantScope,
  params: ListParams<'code' | 'description'> & { active?: boolean | undefined },
) {
  const where: SQL | undefined = and(
    eq(taxCodes.companyId, ctx.companyId),
    params.active === undefined
      ? undefined
      : params.active
        ? isNull(taxCodes.discardedAt)
        : isNotNull(taxCodes.discardedAt),
    searchAny(params.search, [taxCodes.code, taxCodes.description]),
  );
  const { limit, offset } = pageWindow(params);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(taxCodes)
      .where(where)
      .orderBy(
        ...orderFor(
          params,
          { code: taxCodes.code, description: taxCodes.description },
          [asc(taxCodes.code)],
          taxCodes.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: countAll }).from(taxCodes).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function ratesOf(db: Executor, ctx: TenantScope, taxCodeIds: number[]) {
  if (taxCodeIds.length === 0) return [];
  return db
    .select()
    .from(taxCodeRates)
    .where(
      and(eq(taxCodeRates.companyId, ctx.companyId), inArray(taxCodeRates.taxCodeId, taxCodeIds)),
    )
    .orderBy(asc(taxCodeRates.availableAt));
}

/** Locks the tax code row so two rate saves cannot both pass the overlap check. */
export async function findTaxCode(db: Executor, ctx: TenantScope, id: number, lock = false) {
  const query = db
    .select()
    .from(taxCodes)
    .where(and(eq(taxCodes.companyId, ctx.companyId), eq(taxCodes.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertTaxCode(
  db: Executor,
  ctx: TenantScope,
  values: TaxCodeValues & { code: string },
) {
  const [row] = await db
    .insert(taxCodes)
    .values({ ...values, companyId: ctx.companyId })
    .returning();
  if (!row) throw new Error('insert tax_codes returned nothing');
  return row;
}

export async function updateTaxCode(
  db: Executor,
  ctx: TenantScope,
  id: number,
  values: TaxCodeValues,
) {
  await db
    .update(taxCodes)
    .set(setOrKeep(values, taxCodes.id))
    .where(and(eq(taxCodes.companyId, ctx.companyId), eq(taxCodes.id, id)));
}

export async function insertRate(
  db: Executor,
  ctx: TenantScope,
  values: { taxCodeId: number; rate: string; availableAt: string; expireAt: string | null },
) {
  await db.insert(taxCodeRates).values({ ...values, companyId: ctx.companyId });
}
