import { and, count, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { companies, companyMaterials, units } from '../../db/schema/index';
import * as materials from '../materials/index';
import * as unitsService from '../units/service';
import { generateProviderCatalog, type CatalogItem } from './provider-catalog';
import { systemScope } from '../../platform/scope';

export const CATALOG_COMPANY_NAME = 'CATALOG';
const CHUNK = 500;

/**
 * The provider company 'CATALOG' and its materials (decision 0020). Idempotent and safe to run from
 * several processes at once: every start calls it, and it inserts only what is missing.
 */
export async function ensureProviderCatalog(db: Database): Promise<{ inserted: number }> {
  const items = generateProviderCatalog();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('laydown_provider_catalog'))`);
    const companyId = await catalogCompany(tx);
    const ctx = systemScope('catalog seed', companyId);
    const [existing] = await tx
      .select({ n: count() })
      .from(companyMaterials)
      .where(eq(companyMaterials.companyId, companyId));
    if ((existing?.n ?? 0) >= items.length) return { inserted: 0 };
    const unitIds = await catalogUnits(tx, companyId);
    let inserted = 0;
    for (let i = 0; i < items.length; i += CHUNK) {
      const rows = await tx
        .insert(companyMaterials)
        .values(items.slice(i, i + CHUNK).map((item) => toRow(companyId, item, unitIds)))
        .onConflictDoNothing()
        .returning({ id: companyMaterials.id });
      inserted += rows.length;
    }
    await materials.refreshSearchWords(tx, ctx);
    return { inserted };
  });
}

async function catalogCompany(db: Executor): Promise<number> {
  const [found] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.isCatalog, true));
  if (found) return found.id;
  const [created] = await db
    .insert(companies)
    .values({
      name: CATALOG_COMPANY_NAME,
      planTier: 'BUILDER',
      companyType: 'GENERAL_CONTRACTOR',
      isCatalog: true,
    })
    .returning({ id: companies.id });
  if (!created) throw new Error('insert companies returned nothing');
  await unitsService.seedCompanyUnits(db, systemScope('catalog seed', created.id));
  return created.id;
}

/** Unit name -> id of the provider's units of multiplier 1 (every catalogue unit is one of them). */
async function catalogUnits(db: Executor, companyId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: units.id, name: units.name })
    .from(units)
    .where(and(eq(units.companyId, companyId), eq(units.multiplier, '1')));
  return new Map(rows.map((r) => [r.name, r.id]));
}

function toRow(companyId: number, item: CatalogItem, unitIds: Map<string, number>) {
  const unitId = unitIds.get(item.unit);
  if (unitId === undefined) throw new Error(`provider catalogue unit ${item.unit} is not a unit`);
  return {
    companyId,
    description: item.description,
    productIdentifier: item.product_identifier,
    manufacturer: item.manufacturer,
    size: item.size || null,
    material: item.material || null,
    group: item.group,
    subGroup: item.sub_group || null,
    connectionType: item.connection_type,
    weight: item.weight,
    unitId,
    tags: item.tags,
    mixCode: item.mix_code,
    mixDesign: item.mix_design,
    createdFrom: 'provider_catalog',
  };
}
