import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { companyUsers } from './users';
import { units } from './units';
import { costCodePhases, costCodes } from './cost-codes';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * procurement-core §3 Company material. The provider catalogue lives here too, under the company
 * flagged is_catalog (decision 0020). Cost codes, vendor prices and price caches come with the
 * reference-data and order work: they are separate tables keyed by (company_id, material id).
 */
export const companyMaterials = pgTable(
  'company_materials',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    productIdentifier: text('product_identifier'),
    manufacturer: text('manufacturer'),
    /** The provider material this one was copied from, when it was. */
    manufacturerMaterialId: integer('manufacturer_material_id'),
    size: text('size'),
    material: text('material'),
    group: text('group'),
    subGroup: text('sub_group'),
    connectionType: text('connection_type'),
    weight: numeric('weight', { precision: 18, scale: 6 }),
    pricePerWeight: numeric('price_per_weight', { precision: 18, scale: 6 }),
    unitId: integer('unit_id'),
    unitPrice: numeric('unit_price', { precision: 18, scale: 6 }),
    active: boolean('active').notNull().default(true),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageUrl: text('image_url'),
    imageSourceType: text('image_source_type').$type<'AUTO' | 'MANUAL'>(),
    mixCode: text('mix_code'),
    mixDesign: text('mix_design'),
    /** The company's cost code, and an independent phase code (decision 0027). */
    costCodeId: integer('cost_code_id'),
    costCodePhaseId: integer('cost_code_phase_id'),
    /** Empty means visible in every project (procurement-core §5). */
    projectIds: integer('project_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Other configured attributes (access-and-platform company material configuration). */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    createdFrom: text('created_from'),
    requestedById: integer('requested_by_id'),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Weighted words for full-text search; the function is in a custom migration (decision 0021). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`company_material_search_vector("product_identifier", "description", "manufacturer", "material", "group", "sub_group", "size", "connection_type", "mix_code", "tags")`,
      ),
  },
  (t) => [
    unique('company_materials_company_id_key').on(t.companyId, t.id),
    uniqueIndex('company_materials_identity_key').on(
      t.companyId,
      sql`lower(${t.description})`,
      sql`coalesce(lower(${t.productIdentifier}), '')`,
      sql`coalesce(${t.unitId}, 0)`,
    ),
    index('company_materials_company_description_idx').on(t.companyId, t.description, t.id),
    index('company_materials_product_identifier_idx').on(
      t.companyId,
      sql`lower(${t.productIdentifier})`,
    ),
    index('company_materials_manufacturer_idx').on(t.companyId, sql`lower(${t.manufacturer})`),
    index('company_materials_cost_code_idx')
      .on(t.companyId, t.costCodeId)
      .where(sql`${t.costCodeId} is not null`),
    index('company_materials_search_idx').using('gin', t.companyId, t.searchVector),
    // One per facet filter key: a filtered browse walks its value in description order and a
    // filtered facet count stops at its cap, instead of scanning past other groups (decision 0021).
    ...(['material', 'group', 'subGroup', 'manufacturer', 'size', 'connectionType'] as const).map(
      (column) =>
        index(`company_materials_${t[column].name}_filter_idx`).on(
          t.companyId,
          t[column],
          t.description,
          t.id,
        ),
    ),
    foreignKey({
      name: 'company_materials_unit_fk',
      columns: [t.companyId, t.unitId],
      foreignColumns: [units.companyId, units.id],
    }),
    foreignKey({
      name: 'company_materials_cost_code_fk',
      columns: [t.companyId, t.costCodeId],
      foreignColumns: [costCodes.companyId, costCodes.id],
    }),
    foreignKey({
      name: 'company_materials_cost_code_phase_fk',
      columns: [t.companyId, t.costCodePhaseId],
      foreignColumns: [costCodePhases.companyId, costCodePhases.id],
    }),
    foreignKey({
      name: 'company_materials_requested_by_fk',
      columns: [t.companyId, t.requestedById],
      foreignColumns: [companyUsers.companyId, companyUsers.id],
    }),
  ],
);

/**
 * A company's own settings on a provider material: §2 lets a company change only tags, active,
 * cost codes, projects, unit, weight and price per weight of a catalogue material, and those
 * changes are that company's alone.
 */
export const catalogMaterialSettings = pgTable(
  'catalog_material_settings',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    materialId: integer('material_id')
      .notNull()
      .references(() => companyMaterials.id, { onDelete: 'cascade' }),
    active: boolean('active'),
    tags: text('tags').array(),
    unitId: integer('unit_id'),
    weight: numeric('weight', { precision: 18, scale: 6 }),
    pricePerWeight: numeric('price_per_weight', { precision: 18, scale: 6 }),
    projectIds: integer('project_ids').array(),
    costCodeId: integer('cost_code_id'),
    costCodePhaseId: integer('cost_code_phase_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'catalog_material_settings_pkey', columns: [t.companyId, t.materialId] }),
    foreignKey({
      name: 'catalog_material_settings_unit_fk',
      columns: [t.companyId, t.unitId],
      foreignColumns: [units.companyId, units.id],
    }),
    foreignKey({
      name: 'catalog_material_settings_cost_code_fk',
      columns: [t.companyId, t.costCodeId],
      foreignColumns: [costCodes.companyId, costCodes.id],
    }),
    foreignKey({
      name: 'catalog_material_settings_cost_code_phase_fk',
      columns: [t.companyId, t.costCodePhaseId],
      foreignColumns: [costCodePhases.companyId, costCodePhases.id],
    }),
  ],
);

/** The distinct words of a company's materials: typo correction looks them up by trigram. */
export const materialSearchWords = pgTable(
  'material_search_words',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ name: 'material_search_words_pkey', columns: [t.companyId, t.word] }),
    index('material_search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  ],
);

/** access-and-platform search analytics: clicks, conversions and views of search results. */
export const searchAnalyticsEvents = pgTable(
  'search_analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    kind: text('kind').$type<'click' | 'conversion' | 'view'>().notNull(),
    eventName: text('event_name').notNull(),
    queryId: text('query_id'),
    objectIds: text('object_ids').array().notNull(),
    position: integer('position'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_analytics_events_company_idx').on(t.companyId, t.createdAt)],
);
