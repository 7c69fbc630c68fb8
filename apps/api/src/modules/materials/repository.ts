import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  catalogMaterialSettings,
  companies,
  companyMaterials,
  projects,
  units,
} from '../../db/schema/index';
import { costCodeLabelSql, phaseLabelSql } from './cost-code-labels';
import { hasOrderLinesSql, vendorPricesSql, type VendorPriceView } from './prices/repository';
import type { TenantScope } from '../../platform/scope';

/** A material as read: without its search vector, which only the search's SQL reads. */
export type MaterialRow = Omit<typeof companyMaterials.$inferSelect, 'searchVector'>;
export type MaterialInsert = Omit<
  typeof companyMaterials.$inferInsert,
  'companyId' | 'searchVector'
>;
export type MaterialUpdate = Partial<MaterialInsert>;
export type CatalogSettingsRow = typeof catalogMaterialSettings.$inferSelect;
export type CatalogSettingsUpdate = Partial<
  Pick<
    CatalogSettingsRow,
    | 'active'
    | 'tags'
    | 'unitId'
    | 'weight'
    | 'pricePerWeight'
    | 'projectIds'
    | 'costCodeId'
    | 'costCodePhaseId'
  >
>;
type UnitRow = typeof units.$inferSelect;

/** A material as one company sees it: the row, that company's catalogue settings, the units. */
export interface MaterialView {
  material: MaterialRow;
  settings: CatalogSettingsRow | null;
  unit: UnitRow | null;
  settingsUnit: UnitRow | null;
  /** The company's own unit of the same name and multiplier as a provider material's unit. */
  sameUnit: UnitRow | null;
  catalogCompanyId: number | null;
  /** Labels of the company's cost code and independent phase on the material. */
  costCodeLabel?: string | null;
  phaseLabel?: string | null;
  /** This company's preferred vendor prices of the material. */
  vendorPrices: VendorPriceView[];
  /** Lines of this company's orders use it (the §2 history tabs show). */
  hasOrderMaterials: boolean;
}

// The search vector is half of a row's bytes, and costly to print as text and parse again.
const { searchVector: _searchVector, ...materialColumns } = getTableColumns(companyMaterials);
const materialUnit = alias(units, 'material_unit');
const settingsUnit = alias(units, 'settings_unit');
const sameUnit = alias(units, 'same_unit');
const catalogIds = new WeakMap<object, number>();

/** The provider company's id (null before the catalogue is seeded); it never changes once made. */
export async function catalogCompanyId(db: Executor): Promise<number | null> {
  const cached = catalogIds.get(db);
  if (cached !== undefined) return cached;
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.isCatalog, true));
  if (row) catalogIds.set(db, row.id);
  return row?.id ?? null;
}

/** The companies whose materials a company reads: its own and the provider's. */
export function readableCompanies(ctx: TenantScope, catalogId: number | null): number[] {
  return catalogId === null || catalogId === ctx.companyId
    ? [ctx.companyId]
    : [ctx.companyId, catalogId];
}

/**
 * The materials of a page, as a relation `search_page(id, ord, total)`: a list of ids, or a
 * search's page query, read in the same statement as the views (decision 0078).
 */
export type PageSource = number[] | SQL;

/** Views of the page's materials in its order, and its total; unreadable ids are left out. */
export async function findPageViews(
  db: Executor,
  ctx: TenantScope,
  source: PageSource,
): Promise<{ views: MaterialView[]; total: number | null }> {
  if (Array.isArray(source) && source.length === 0) return { views: [], total: 0 };
  const page = Array.isArray(source)
    ? sql`(select id, ord, null::bigint as total
        from unnest(${sql.param(source)}::int[]) with ordinality p(id, ord))`
    : sql`(${source})`;
  const catalogId = await catalogCompanyId(db);
  const rows = await db
    .select({
      material: materialColumns,
      settings: catalogMaterialSettings,
      unit: materialUnit,
      settingsUnit,
      sameUnit,
      costCodeLabel: costCodeLabelSql(
        ctx.companyId,
        sql`coalesce(${catalogMaterialSettings.costCodeId}, ${companyMaterials.costCodeId})`,
      ),
      phaseLabel: phaseLabelSql(
        ctx.companyId,
        sql`coalesce(${catalogMaterialSettings.costCodePhaseId}, ${companyMaterials.costCodePhaseId})`,
      ),
      vendorPrices: vendorPricesSql(ctx.companyId, sql`${companyMaterials.id}`),
      hasOrderMaterials: hasOrderLinesSql(ctx.companyId, sql`${companyMaterials.id}`),
      total: sql<string | null>`search_page.total`,
    })
    .from(companyMaterials)
    .innerJoin(sql`${page} search_page`, sql`search_page.id = ${companyMaterials.id}`)
    .leftJoin(
      catalogMaterialSettings,
      and(
        eq(catalogMaterialSettings.companyId, ctx.companyId),
        eq(catalogMaterialSettings.materialId, companyMaterials.id),
      ),
    )
    .leftJoin(
      materialUnit,
      and(
        eq(materialUnit.companyId, companyMaterials.companyId),
        eq(materialUnit.id, companyMaterials.unitId),
      ),
    )
    .leftJoin(
      settingsUnit,
      and(
        eq(settingsUnit.companyId, ctx.companyId),
        eq(settingsUnit.id, catalogMaterialSettings.unitId),
      ),
    )
    .leftJoin(
      sameUnit,
      and(
        eq(sameUnit.companyId, ctx.companyId),
        sql`lower(${sameUnit.name}) = lower(${materialUnit.name})`,
        eq(sameUnit.multiplier, materialUnit.multiplier),
      ),
    )
    .where(inArray(companyMaterials.companyId, readableCompanies(ctx, catalogId)))
    .orderBy(sql`search_page.ord`);
  const total = rows[0]?.total;
  return {
    views: rows.map(({ total: _total, ...r }) => ({ ...r, catalogCompanyId: catalogId })),
    total: total === null || total === undefined ? null : Number(total),
  };
}

/** Views of the given materials in the given order; unreadable ids are left out. */
export async function findViews(
  db: Executor,
  ctx: TenantScope,
  ids: number[],
): Promise<MaterialView[]> {
  return (await findPageViews(db, ctx, ids)).views;
}

/** The company that owns a material row (whoever it is), or undefined when there is none. */
export async function materialOwner(db: Executor, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ companyId: companyMaterials.companyId })
    .from(companyMaterials)
    .where(eq(companyMaterials.id, id));
  return row?.companyId;
}

export async function findView(db: Executor, ctx: TenantScope, id: number) {
  const [view] = await findViews(db, ctx, [id]);
  return view;
}

export async function insertMaterial(db: Executor, ctx: TenantScope, values: MaterialInsert) {
  const [row] = await db
    .insert(companyMaterials)
    .values({ ...values, companyId: ctx.companyId })
    .returning({ id: companyMaterials.id });
  if (!row) throw new Error('insert company_materials returned nothing');
  return row.id;
}

export async function updateMaterial(
  db: Executor,
  ctx: TenantScope,
  id: number,
  values: MaterialUpdate,
) {
  const [row] = await db
    .update(companyMaterials)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(companyMaterials.companyId, ctx.companyId), eq(companyMaterials.id, id)))
    .returning({ id: companyMaterials.id });
  return row?.id;
}

export async function upsertCatalogSettings(
  db: Executor,
  ctx: TenantScope,
  materialId: number,
  values: CatalogSettingsUpdate,
) {
  await db
    .insert(catalogMaterialSettings)
    .values({ ...values, companyId: ctx.companyId, materialId })
    .onConflictDoUpdate({
      target: [catalogMaterialSettings.companyId, catalogMaterialSettings.materialId],
      set: { ...values, updatedAt: new Date() },
    });
}

/** Which of the ids are projects of the company (for project_ids validation). */
export async function existingProjectIds(db: Executor, ctx: TenantScope, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.companyId, ctx.companyId), inArray(projects.id, ids)));
  return rows.map((r) => r.id);
}

export async function unitExists(db: Executor, ctx: TenantScope, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.companyId, ctx.companyId), eq(units.id, id)));
  return row !== undefined;
}

/** Deletes one of the company's own materials (its vendor prices and settings cascade). */
export async function deleteMaterial(db: Executor, ctx: TenantScope, id: number) {
  await db
    .delete(companyMaterials)
    .where(and(eq(companyMaterials.companyId, ctx.companyId), eq(companyMaterials.id, id)));
}

/** The vocabulary words a material's searchable text holds (a superset of its vocabulary). */
export async function searchWordsOf(db: Executor, ctx: TenantScope, id: number): Promise<string[]> {
  const result = await db.execute<{ word: string }>(sql`
    select distinct v.lexeme as word from ${companyMaterials} m, unnest(m.search_vector) v
    where m.company_id = ${ctx.companyId} and m.id = ${id}`);
  return result.rows.map((r) => r.word);
}

/** Removes the words from the vocabulary that no material of the company holds any more. */
export async function pruneSearchWords(db: Executor, ctx: TenantScope, words: string[]) {
  if (words.length === 0) return;
  await db.execute(sql`
    delete from material_search_words w
    where w.company_id = ${ctx.companyId} and w.word = any(${sql.param(words)}::text[])
      and not exists (
        select 1 from ${companyMaterials} m
        where m.company_id = ${ctx.companyId}
          and m.search_vector @@ quote_literal(w.word)::tsquery)`);
}

/** Adds the words of the given materials (or all the company's) to the typo-correction vocabulary. */
export async function addSearchWords(db: Executor, ctx: TenantScope, materialIds?: number[]) {
  const ids = materialIds ? sql`${sql.param(materialIds)}::int[]` : sql`null`;
  await db.execute(sql`select refresh_material_search_words(${ctx.companyId}, ${ids})`);
}

/** The distinct tags of the company's own materials and its catalogue settings, sorted. */
export async function listTags(db: Executor, ctx: TenantScope): Promise<string[]> {
  const result = await db.execute<{ tag: string }>(sql`
    select tag from (
      select unnest(tags) as tag from ${companyMaterials} where company_id = ${ctx.companyId}
      union
      select unnest(tags) from ${catalogMaterialSettings} where company_id = ${ctx.companyId}
    ) t order by lower(tag) limit 1000`);
  return result.rows.map((r) => r.tag);
}
