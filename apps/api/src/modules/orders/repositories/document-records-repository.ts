import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { preparedPerDatabase } from '../../../db/prepared';
import { companies } from '../../../db/schema/index';
import type { TenantScope } from '../../../platform/scope';

/**
 * Every record an order document names — the header's project, vendor, contacts and watchers, the
 * deliveries' addresses and carriers, the lines' materials, units, cost codes, phases and tax codes
 * with their rates — read for the signed-in company in one statement (decision 0107). A create sent
 * them as six or seven statements side by side, a save one after another in its transaction; each
 * statement cost the server its SQL building, a write and a read. An id not found here is another
 * company's or missing: the services answer 404 for it.
 */

/** The ids a document names; an empty list or a null reads nothing. */
export interface DocumentRecordIds {
  projectId: number;
  vendorId: number | null;
  contactIds: number[];
  watcherIds: number[];
  addressIds: number[];
  carrierIds: number[];
  materialIds: number[];
  unitIds: number[];
  costCodeIds: number[];
  phaseIds: number[];
  taxCodeIds: number[];
}

/** A dated rate of a tax code (§5 Money: the rate in force on the order's date applies). */
export interface TaxRateRow {
  id: number;
  taxCodeId: number;
  rate: string;
  available_at: string;
  expire_at: string | null;
}
export interface ProjectRecord {
  id: number;
  name: string;
  projectCode: string | null;
}
export interface VendorRecord {
  id: number;
  name: string;
  discardedAt: Date | null;
}
export interface UnitRecord {
  id: number;
  name: string;
  multiplier: string;
  qtyIncrement: string;
}
/** A cost code or a phase: the projects it is limited to (§5 project filtering). */
export interface ProjectLimitedRecord {
  id: number;
  projectIds: number[];
}
export interface TaxCodeRecord {
  id: number;
  discardedAt: Date | null;
  rates: TaxRateRow[];
}
/**
 * A catalogue material a line links to, as this company sees it: its own or the provider's
 * (decision 0020), with the company's settings of a provider material over it.
 */
export interface MaterialRecord {
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
}

export interface DocumentRecords {
  project: ProjectRecord | null;
  vendor: VendorRecord | null;
  contactIds: Set<number>;
  watcherIds: Set<number>;
  addressIds: Set<number>;
  carrierIds: Set<number>;
  materials: MaterialRecord[];
  units: UnitRecord[];
  costCodes: ProjectLimitedRecord[];
  phases: ProjectLimitedRecord[];
  taxCodes: TaxCodeRecord[];
}

export async function findDocumentRecords(
  db: Executor,
  ctx: TenantScope,
  ids: DocumentRecordIds,
): Promise<DocumentRecords> {
  const values = { companyId: ctx.companyId, ...ids };
  const [row] =
    '$indexReads' in db
      ? await preparedRecords(db as Database).execute(values)
      : await recordsQuery(db, (name) => sql`${sql.param(values[name])}`);
  if (!row) throw new Error('the company of the scope was not found');
  const dated = <T extends { discardedAt: Date | string | null }>(record: T) => ({
    ...record,
    discardedAt: record.discardedAt === null ? null : new Date(record.discardedAt),
  });
  return {
    project: row.project,
    vendor: row.vendor && dated(row.vendor),
    contactIds: new Set(row.contactIds),
    watcherIds: new Set(row.watcherIds),
    addressIds: new Set(row.addressIds),
    carrierIds: new Set(row.carrierIds),
    materials: row.materials,
    units: row.units,
    costCodes: row.costCodes,
    phases: row.phases,
    taxCodes: row.taxCodes.map(dated),
  };
}

type Name = keyof DocumentRecordIds | 'companyId';

const preparedRecords = preparedPerDatabase((db) =>
  recordsQuery(db, (name) => sql`${sql.placeholder(name)}`).prepare('order_document_records'),
);

/** JSON of the rows of `select`, an empty array when there are none. */
const rowsOf = (select: SQL) => sql`(select coalesce(json_agg(r), '[]') from (${select}) r)`;
const idsOf = (select: SQL) => sql`(select coalesce(json_agg(r.id), '[]') from (${select}) r)`;

/** `value` names a parameter: a placeholder when prepared, the value itself otherwise. */
function recordsQuery(db: Executor, value: (name: Name) => SQL) {
  const company = value('companyId');
  const ids = (name: Name) => sql`any(${value(name)}::int[])`;
  return db
    .select({
      project: sql<ProjectRecord | null>`(select json_build_object('id', p.id, 'name', p.name,
        'projectCode', p.project_code) from projects p
        where p.company_id = ${company} and p.id = ${value('projectId')}::int)`,
      vendor: sql<(Omit<VendorRecord, 'discardedAt'> & { discardedAt: string | null }) | null>`(
        select json_build_object('id', cv.id, 'name', v.name, 'discardedAt', cv.discarded_at)
        from company_vendors cv join vendors v on v.id = cv.vendor_id
        where cv.company_id = ${company} and cv.id = ${value('vendorId')}::int)`,
      contactIds: sql<number[]>`${idsOf(sql`select id from company_vendor_contacts
        where company_id = ${company} and company_vendor_id = ${value('vendorId')}::int
          and id = ${ids('contactIds')}`)}`,
      watcherIds: sql<number[]>`${idsOf(sql`select id from company_users
        where company_id = ${company} and id = ${ids('watcherIds')}`)}`,
      addressIds: sql<number[]>`${idsOf(sql`select id from addresses
        where company_id = ${company} and id = ${ids('addressIds')}`)}`,
      carrierIds: sql<number[]>`${idsOf(sql`select id from shipping_carriers
        where company_id = ${company} and id = ${ids('carrierIds')}`)}`,
      materials: sql<MaterialRecord[]>`${rowsOf(sql`
        select m.id, m.description, coalesce(s.unit_id, m.unit_id) as unit_id, u.name as unit_name,
          u.multiplier::text as unit_multiplier, u.qty_increment::text as unit_qty_increment,
          coalesce(s.cost_code_id, m.cost_code_id) as cost_code_id, m.product_identifier,
          m.manufacturer, m.material, m.size, m."group", m.sub_group, m.connection_type,
          m.mix_code, m.mix_design
        from company_materials m
        left join catalog_material_settings s on s.company_id = ${company} and s.material_id = m.id
        left join units u on u.id = coalesce(s.unit_id, m.unit_id)
        where m.id = ${ids('materialIds')}
          and (m.company_id = ${company}
            or m.company_id = (select id from companies where is_catalog limit 1))`)}`,
      units: sql<UnitRecord[]>`${rowsOf(sql`
        select id, name, multiplier::text as multiplier, qty_increment::text as "qtyIncrement"
        from units where company_id = ${company} and id = ${ids('unitIds')}`)}`,
      costCodes: sql<ProjectLimitedRecord[]>`${rowsOf(sql`
        select id, project_ids as "projectIds" from cost_codes
        where company_id = ${company} and id = ${ids('costCodeIds')} and discarded_at is null`)}`,
      phases: sql<ProjectLimitedRecord[]>`${rowsOf(sql`
        select id, project_ids as "projectIds" from cost_code_phases
        where company_id = ${company} and id = ${ids('phaseIds')}`)}`,
      taxCodes: sql<
        (Omit<TaxCodeRecord, 'discardedAt'> & { discardedAt: string | null })[]
      >`${rowsOf(sql`
        select t.id, t.discarded_at as "discardedAt",
          (select coalesce(json_agg(json_build_object('id', x.id, 'taxCodeId', x.tax_code_id,
              'rate', x.rate::text, 'available_at', x.available_at, 'expire_at', x.expire_at)
              order by x.id), '[]')
            from tax_code_rates x where x.company_id = t.company_id and x.tax_code_id = t.id)
            as rates
        from tax_codes t where t.company_id = ${company} and t.id = ${ids('taxCodeIds')}`)}`,
    })
    .from(companies)
    .where(eq(companies.id, company));
}
