import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  companyMaterialVendorPrices as prices,
  companyVendors,
  orderMaterials,
  vendors,
} from '../../db/schema/index';
import type { CompanyContext } from '../../platform/auth/principal';

type Ctx = Pick<CompanyContext, 'companyId'>;

export interface VendorPriceView {
  id: number;
  materialId: number;
  companyVendorId: number;
  vendorName: string;
  price: string;
  discarded: boolean;
}

/** The company's preferred vendor prices of the given materials, by vendor name. */
export async function vendorPricesOf(
  db: Executor,
  ctx: Ctx,
  materialIds: number[],
): Promise<VendorPriceView[]> {
  if (materialIds.length === 0) return [];
  const rows = await db
    .select({
      id: prices.id,
      materialId: prices.materialId,
      companyVendorId: prices.companyVendorId,
      vendorName: vendors.name,
      price: prices.price,
      discardedAt: companyVendors.discardedAt,
    })
    .from(prices)
    .innerJoin(
      companyVendors,
      and(
        eq(companyVendors.companyId, prices.companyId),
        eq(companyVendors.id, prices.companyVendorId),
      ),
    )
    .innerJoin(vendors, eq(vendors.id, companyVendors.vendorId))
    .where(and(eq(prices.companyId, ctx.companyId), inArray(prices.materialId, materialIds)))
    .orderBy(sql`lower(${vendors.name})`, prices.id);
  return rows.map(({ discardedAt, ...row }) => ({ ...row, discarded: discardedAt !== null }));
}

/** Which of the materials appear on a (not deleted) line of the company's orders. */
export async function materialsWithOrderLines(
  db: Executor,
  ctx: Ctx,
  materialIds: number[],
): Promise<Set<number>> {
  if (materialIds.length === 0) return new Set();
  const rows = await db.execute<{ id: number }>(sql`
    select m.id from unnest(${sql.param(materialIds)}::int[]) as m(id)
    where exists (
      select 1 from ${orderMaterials} om
      where om.company_id = ${ctx.companyId} and om.company_material_id = m.id
        and om.deleted_at is null)`);
  return new Set(rows.rows.map((r) => r.id));
}

/** The company's vendors among the ids, with their discarded flag. */
export async function companyVendorStates(db: Executor, ctx: Ctx, ids: number[]) {
  if (ids.length === 0) return new Map<number, boolean>();
  const rows = await db
    .select({ id: companyVendors.id, discardedAt: companyVendors.discardedAt })
    .from(companyVendors)
    .where(and(eq(companyVendors.companyId, ctx.companyId), inArray(companyVendors.id, ids)));
  return new Map(rows.map((r) => [r.id, r.discardedAt !== null]));
}

export async function storedPrices(db: Executor, ctx: Ctx, materialId: number) {
  return db
    .select({ id: prices.id, companyVendorId: prices.companyVendorId })
    .from(prices)
    .where(and(eq(prices.companyId, ctx.companyId), eq(prices.materialId, materialId)));
}

export async function deletePrices(db: Executor, ctx: Ctx, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(prices).where(and(eq(prices.companyId, ctx.companyId), inArray(prices.id, ids)));
}

export async function updatePrice(
  db: Executor,
  ctx: Ctx,
  id: number,
  values: { companyVendorId: number; price: string },
) {
  await db
    .update(prices)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(prices.companyId, ctx.companyId), eq(prices.id, id)));
}

export async function insertPrices(
  db: Executor,
  ctx: Ctx,
  materialId: number,
  rows: { companyVendorId: number; price: string }[],
) {
  if (rows.length === 0) return;
  await db.insert(prices).values(rows.map((r) => ({ ...r, companyId: ctx.companyId, materialId })));
}
