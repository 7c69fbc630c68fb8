import { sql, type SQL } from 'drizzle-orm';
import { PREFERRED_VENDOR_FACET_KEY } from '@laydown/domain';
import type { Executor } from '../../../db/client';

/**
 * The §9 preferred_vendor_names filter and facet, read through the company's vendor prices
 * (decision 0023): the filter is a semi-join on the (company_id, material_id, vendor) key, the
 * facet joins only the rows a facet count already reads (capped), so neither scans the catalogue.
 */
/** More preferred vendors than one material ever has; only bounds the facet's probe. */
const VENDORS_PER_MATERIAL = 200;

/**
 * The company's vendors named in a preferred_vendor_names filter. The filter is planned with these
 * ids as values, so the planner knows from the price statistics how many materials a vendor has: a
 * broad vendor is read by walking the list's sort index with a probe of the vendor-price index per
 * row (stopping at the page), a narrow one from its prices then sorted (decision 0023).
 */
export async function companyVendorIdsNamed(
  db: Executor,
  companyId: number,
  names: string[],
): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    select cv.id from company_vendors cv join vendors v on v.id = cv.vendor_id
    where cv.company_id = ${companyId} and v.name = any(${sql.param(names)}::text[])
    order by cv.id`);
  return result.rows.map((r) => r.id);
}

/**
 * Runs a relational read under a vendor filter without parallel workers: it reads a few thousand
 * rows through indexes, and starting workers cost more than that on 2 cores (a vendor with 3,700
 * materials: 17-29 ms with workers, 7 ms without; decision 0023). Other reads keep them.
 */
export async function vendorFilteredRead<T>(
  db: Executor,
  companyVendorIds: number[] | undefined,
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  if (!companyVendorIds || companyVendorIds.length === 0) return work(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('max_parallel_workers_per_gather', '0', true)`);
    return work(tx);
  });
}

/**
 * `p.company_vendor_id` is one of the ids. One id is an equality: with the unique key (company,
 * material, vendor) the planner then knows each material comes once and streams the vendor's
 * prices instead of first collecting them all (a capped count: 2.5 ms instead of 7.7 ms).
 */
function vendorIdIn(companyVendorIds: number[]): SQL {
  return companyVendorIds.length === 1
    ? sql`p.company_vendor_id = ${companyVendorIds[0]}`
    : sql`p.company_vendor_id = any(${sql.param(companyVendorIds)}::int[])`;
}

/** Materials with a preferred price of one of the company's vendors `companyVendorIds`. */
export function preferredVendorFilter(companyId: number, companyVendorIds: number[]): SQL {
  if (companyVendorIds.length === 0) return sql`false`;
  return sql`exists (select 1 from company_material_vendor_prices p
    where p.company_id = ${companyId} and p.material_id = m.id and ${vendorIdIn(companyVendorIds)})`;
}

/**
 * The materials a facet count reads under a preferred_vendor_names filter, driven from the vendors'
 * prices: each material of theirs is probed by id (`offset 0` keeps the probe a nested
 * loop) with the other conditions in `where`, until the cap. Read the other way, a broad vendor's
 * first 5,000 materials are found by scanning a quarter of the table (decision 0023).
 */
export function vendorFacetRows(
  companyId: number,
  companyVendorIds: number[],
  columns: SQL,
  from: SQL,
  where: SQL,
  cap: number,
): SQL {
  // One vendor has a material once (the unique key): its index is read in order, up to the cap.
  const distinct = companyVendorIds.length > 1 ? sql`distinct` : sql``;
  return sql`select m.* from (
      select ${distinct} p.material_id from company_material_vendor_prices p
      where p.company_id = ${companyId} and ${vendorIdIn(companyVendorIds)}
    ) pm cross join lateral (
      select ${columns} from ${from} where m.id = pm.material_id and ${where} offset 0
    ) m
    limit ${cap}`;
}

/**
 * Facet rows (key, value, count) of the preferred vendors of the materials in `rows`. The limit
 * keeps the lateral a per-row probe of the price index (a hash join would read every price of the
 * company); `offset 0` keeps the vendors' names out of it, joined once to the (material, vendor)
 * pairs instead of once per material.
 */
export function preferredVendorFacet(companyId: number): SQL {
  return sql`
    select ${PREFERRED_VENDOR_FACET_KEY} as key, v.name as value, count(distinct mv.id) as count
    from (
      select m.id, pv.company_vendor_id from rows m cross join lateral (
        select p.company_vendor_id from company_material_vendor_prices p
        where p.company_id = ${companyId} and p.material_id = m.id limit ${VENDORS_PER_MATERIAL}) pv
      offset 0
    ) mv
    join company_vendors cv on cv.company_id = ${companyId} and cv.id = mv.company_vendor_id
    join vendors v on v.id = cv.vendor_id
    group by v.name`;
}
