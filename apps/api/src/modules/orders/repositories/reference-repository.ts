import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  addresses,
  companies,
  companyMaterials,
  companyUsers,
  companyVendorContacts,
  companyVendors,
  costCodePhases,
  costCodes,
  projects,
  shippingCarriers,
  taxCodeRates,
  taxCodes,
  units,
  users,
  vendors,
} from '../../../db/schema/index';
import type { TenantScope } from '../../../platform/scope';

/**
 * The records an order document points at, read for the signed-in company only: an id that is
 * not found here is another company's or missing, and the service answers 404 for it.
 */

/** A dated rate of a tax code (§5 Money: the rate in force on the order's date applies). */
export interface TaxRateRow {
  id: number;
  taxCodeId: number;
  rate: string;
  available_at: string;
  expire_at: string | null;
}

export async function findProject(db: Executor, ctx: TenantScope, id: number) {
  const [row] = await db
    .select({ id: projects.id, name: projects.name, projectCode: projects.projectCode })
    .from(projects)
    .where(and(eq(projects.companyId, ctx.companyId), eq(projects.id, id)));
  return row;
}

export async function findCompanyVendor(db: Executor, ctx: TenantScope, id: number) {
  const [row] = await db
    .select({ id: companyVendors.id, name: vendors.name, discardedAt: companyVendors.discardedAt })
    .from(companyVendors)
    .innerJoin(vendors, eq(vendors.id, companyVendors.vendorId))
    .where(and(eq(companyVendors.companyId, ctx.companyId), eq(companyVendors.id, id)));
  return row;
}

export async function vendorContactIds(
  db: Executor,
  ctx: TenantScope,
  companyVendorId: number,
  ids: number[],
) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: companyVendorContacts.id })
    .from(companyVendorContacts)
    .where(
      and(
        eq(companyVendorContacts.companyId, ctx.companyId),
        eq(companyVendorContacts.companyVendorId, companyVendorId),
        inArray(companyVendorContacts.id, ids),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function companyUserIds(db: Executor, ctx: TenantScope, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: companyUsers.id })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, ctx.companyId), inArray(companyUsers.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function addressIds(db: Executor, ctx: TenantScope, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.companyId, ctx.companyId), inArray(addresses.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function shippingCarrierIds(db: Executor, ctx: TenantScope, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: shippingCarriers.id })
    .from(shippingCarriers)
    .where(and(eq(shippingCarriers.companyId, ctx.companyId), inArray(shippingCarriers.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function findUnits(db: Executor, ctx: TenantScope, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: units.id,
      name: units.name,
      multiplier: units.multiplier,
      qtyIncrement: units.qtyIncrement,
    })
    .from(units)
    .where(and(eq(units.companyId, ctx.companyId), inArray(units.id, ids)));
}

export async function findCostCodes(db: Executor, ctx: TenantScope, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: costCodes.id, projectIds: costCodes.projectIds })
    .from(costCodes)
    .where(
      and(
        eq(costCodes.companyId, ctx.companyId),
        inArray(costCodes.id, ids),
        isNull(costCodes.discardedAt),
      ),
    );
}

export async function findPhases(db: Executor, ctx: TenantScope, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: costCodePhases.id, projectIds: costCodePhases.projectIds })
    .from(costCodePhases)
    .where(and(eq(costCodePhases.companyId, ctx.companyId), inArray(costCodePhases.id, ids)));
}

/** The tax codes with their rates (for the rate in force on the order's date), in one statement. */
export async function findTaxCodes(db: Executor, ctx: TenantScope, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: taxCodes.id,
      discardedAt: taxCodes.discardedAt,
      rateId: taxCodeRates.id,
      rate: taxCodeRates.rate,
      availableAt: taxCodeRates.availableAt,
      expireAt: taxCodeRates.expireAt,
    })
    .from(taxCodes)
    .leftJoin(
      taxCodeRates,
      and(eq(taxCodeRates.companyId, taxCodes.companyId), eq(taxCodeRates.taxCodeId, taxCodes.id)),
    )
    .where(and(eq(taxCodes.companyId, ctx.companyId), inArray(taxCodes.id, ids)))
    .orderBy(taxCodes.id, taxCodeRates.id);
  const codes = new Map<number, { id: number; discardedAt: Date | null; rates: TaxRateRow[] }>();
  for (const row of rows) {
    const code = codes.get(row.id) ?? { id: row.id, discardedAt: row.discardedAt, rates: [] };
    codes.set(row.id, code);
    if (row.rateId !== null && row.rate !== null && row.availableAt !== null) {
      code.rates.push({
        id: row.rateId,
        taxCodeId: row.id,
        rate: row.rate,
        available_at: row.availableAt,
        expire_at: row.expireAt,
      });
    }
  }
  return [...codes.values()];
}

/**
 * The catalogue materials the lines link to, as this company sees them: its own and the
 * provider's (decision 0020), with the company's settings of a provider material over it.
 */
export async function findMaterials(db: Executor, ctx: TenantScope, ids: number[]) {
  if (ids.length === 0) return [];
  const result = await db.execute<{
    id: number;
    description: string;
    unit_id: number | null;
    unit_name: string | null;
    unit_multiplier: string | null;
    unit_qty_increment: string | null;
    cost_code_id: number | null;
    product_identifier: string | null;
    manufacturer: string | null;
    material: string | null;
    size: string | null;
    group: string | null;
    sub_group: string | null;
    connection_type: string | null;
    mix_code: string | null;
    mix_design: string | null;
  }>(sql`
    select m.id, m.description, coalesce(s.unit_id, m.unit_id) as unit_id, u.name as unit_name,
      u.multiplier::text as unit_multiplier, u.qty_increment::text as unit_qty_increment,
      coalesce(s.cost_code_id, m.cost_code_id) as cost_code_id, m.product_identifier,
      m.manufacturer, m.material, m.size, m."group", m.sub_group, m.connection_type, m.mix_code,
      m.mix_design
    from ${companyMaterials} m
    left join catalog_material_settings s on s.company_id = ${ctx.companyId} and s.material_id = m.id
    left join ${units} u on u.id = coalesce(s.unit_id, m.unit_id)
    where m.id = any(${sql.param(ids)}::int[])
      and (m.company_id = ${ctx.companyId}
        or m.company_id = (select id from ${companies} where is_catalog limit 1))`);
  return result.rows;
}

/** The signed-in user's name and email, for the order's last action and history. */
export async function findUserName(db: Executor, userId: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findCompanyName(db: Executor, ctx: TenantScope) {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, ctx.companyId));
  return row?.name ?? '';
}
