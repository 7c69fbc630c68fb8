import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CompanyType, PlanTier } from '@laydown/domain';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    planTier: text('plan_tier').$type<PlanTier>().notNull(),
    companyType: text('company_type').$type<CompanyType>().notNull(),
    featureFlags: jsonb('feature_flags').$type<Record<string, boolean>>().notNull().default({}),
    /** The provider company 'CATALOG' whose materials every company reads (decision 0020). */
    isCatalog: boolean('is_catalog').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_one_catalog_key')
      .on(t.isCatalog)
      .where(sql`${t.isCatalog}`),
    check('companies_plan_tier_check', sql`${t.planTier} in ('BASIC', 'PROFESSIONAL', 'BUILDER')`),
    check(
      'companies_company_type_check',
      sql`${t.companyType} in ('GENERAL_CONTRACTOR', 'SUB_CONTRACTOR', 'CONSTRUCTION_MANAGER')`,
    ),
  ],
);

/** A company's roles and what each may do; a company can change the permission sets. */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    unique('roles_company_name_key').on(t.companyId, t.name),
    unique('roles_company_id_key').on(t.companyId, t.id),
  ],
);

/** A named group of projects; users see orders of their groups' projects (access issue). */
export const projectGroups = pgTable(
  'project_groups',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('project_groups_company_name_key').on(t.companyId, t.name),
    unique('project_groups_company_id_key').on(t.companyId, t.id),
  ],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The company's own project id code (the spec's `project_id` field). */
    projectCode: text('project_code'),
    active: boolean('active').notNull().default(true),
    inventory: boolean('inventory').notNull().default(false),
    /** The 'unknown' project orders fall back to; one per company, never listed for picking. */
    isPlaceholder: boolean('is_placeholder').notNull().default(false),
    defaultWatcherUserIds: integer('default_watcher_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    projectGroupId: integer('project_group_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('projects_company_id_key').on(t.companyId, t.id),
    index('projects_company_idx').on(t.companyId),
    uniqueIndex('projects_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('projects_company_code_key')
      .on(t.companyId, sql`lower(${t.projectCode})`)
      .where(sql`${t.projectCode} is not null`),
    uniqueIndex('projects_company_placeholder_key')
      .on(t.companyId)
      .where(sql`${t.isPlaceholder}`),
    // ON DELETE SET NULL (project_group_id) is set by the custom migration project_group_set_null:
    // drizzle cannot name the column, and nulling company_id too would break NOT NULL.
    foreignKey({
      name: 'projects_project_group_fk',
      columns: [t.companyId, t.projectGroupId],
      foreignColumns: [projectGroups.companyId, projectGroups.id],
    }),
  ],
);
