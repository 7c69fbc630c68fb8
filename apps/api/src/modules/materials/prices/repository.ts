import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  companyMaterialVendorPrices as prices,
  companyVendors,
  orderMaterials,
  vendors,
} from '../../../db/schema/index';
import type { TenantScope } from '../../../platform/scope';

export interface VendorPriceView {
  id: number;
  materialId: number;
  companyVendorId: number;
  vendorName: string;
  price: string;
  discarded: boolean;
}

/**
 * The company's preferred vendor prices of the material `materialId` (a column of the outer
 * query), by vendor name, as one JSON array: read in the same statement as the material.
 */
export function vendorPricesSql(companyId: number, materialId: SQL): SQL<VendorPriceView[]> {
  return sql<VendorPriceView[]>`(
    select coalesce(json_agg(json_build_object(
        'id', p.id, 'materialId', p.material_id, 'companyVendorId', p.company_vendor_id,
        'vendorName', v.name, 'price', p.price::text, 'discarded', cv.discarded_at is not null)
      order by lower(v.name), p.id), '[]'::json)
    from ${prices} p
    join ${companyVendors} cv on cv.company_id = p.company_id and cv.id = p.company_vendor_id
    join ${vendors} v on v.id = cv.vendor_id
    where p.company_id = ${companyId} and p.material_id = ${materialId})`;
}

/** Whether the material `materialId` is on a (not deleted) line of the company's orders. */
export function hasOrderLinesSql(companyId: number, materialId: SQL): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${orderMaterials} om
    where om.company_id = ${companyId} and om.company_material_id = ${materialId}
      and om.deleted_at is null)`;
}

/** The company's vendors among the ids, with their discarded flag. */
export async function companyVendorStates(db: Executor, ctx: TenantScope, ids: number[]) {
  if (ids.length === 0) return new Map<number, boolean>();
  const rows = await db
    .select({ id: companyVendors.id, discardedAt: companyVendors.discardedAt })
    .from(companyVendors)
    .where(and(eq(companyVendors.companyId, ctx.companyId), inArray(companyVendors.id, ids)));
  return new Map(rows.map((r) => [r.id, r.discardedAt !== null]));
}

export async function storedPrices(db: Executor, ctx: TenantScope, materialId: number) {
  return db
    .select({ id: prices.id, companyVendorId: prices.companyVendorId })
    .from(prices)
    .where(and(eq(prices.companyId, ctx.companyId), eq(prices.materialId, materialId)));
}

export async function deletePrices(db: Executor, ctx: TenantScope, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(prices).where(and(eq(prices.companyId, ctx.companyId), inArray(prices.id, ids)));
}

export async function updatePrice(
  db: Executor,
  ctx: TenantScope,
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
  ctx: TenantScope,
  materialId: number,
  rows: { companyVendorId: number; price: string }[],
) {
  if (rows.length === 0) return;
  await db.insert(prices).values(rows.map((r) => ({ ...r, companyId: ctx.companyId, materialId })));
}
