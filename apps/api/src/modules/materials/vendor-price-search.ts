import { sql, type SQL } from 'drizzle-orm';
import { PREFERRED_VENDOR_FACET_KEY } from '@laydown/domain';

/**
 * The §9 preferred_vendor_names filter and facet, read through the company's vendor prices
 * (decision 0023): the filter is a semi-join on the (company_id, material_id, vendor) key, the
 * facet joins only the rows a facet count already reads (capped), so neither scans the catalogue.
 */
/** More preferred vendors than one material ever has; only bounds the facet's probe. */
const VENDORS_PER_MATERIAL = 200;

const PRICES_OF_M = (companyId: number) => sql`
  company_material_vendor_prices p
  join company_vendors cv on cv.company_id = p.company_id and cv.id = p.company_vendor_id
  join vendors v on v.id = cv.vendor_id
  where p.company_id = ${companyId} and p.material_id = m.id`;

export function preferredVendorFilter(companyId: number, names: string[]): SQL {
  return sql`exists (select 1 from ${PRICES_OF_M(companyId)}
    and v.name = any(${sql.param(names)}::text[]))`;
}

/**
 * Facet rows (key, value, count) of the preferred vendors of the materials in `rows`. The limit
 * keeps the lateral a per-row index probe (a hash join would read every price of the company).
 */
export function preferredVendorFacet(companyId: number): SQL {
  return sql`
    select ${PREFERRED_VENDOR_FACET_KEY} as key, pv.name as value, count(distinct m.id) as count
    from rows m cross join lateral (
      select v.name from ${PRICES_OF_M(companyId)} limit ${VENDORS_PER_MATERIAL}) pv
    group by pv.name`;
}
