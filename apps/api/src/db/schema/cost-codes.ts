import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PhaseDataSource } from '@laydown/domain';
import { companies } from './companies';

const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Cost code numbers and classes are both a code with a description; one builder gives them the
 * same column types, so one repository serves both.
 */
function codeTable(name: string) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      companyId: companyId(),
      code: text('code').notNull(),
      description: text('description'),
      createdAt: createdAt(),
    },
    (t) => [
      unique(`${name}_company_id_key`).on(t.companyId, t.id),
      uniqueIndex(`${name}_company_code_key`).on(t.companyId, sql`lower(${t.code})`),
    ],
  );
}
export type CodeTable = ReturnType<typeof codeTable>;

/** A cost code number: the code and description a cost code is built on. */
export const costCodeNumbers = codeTable('cost_code_numbers');

/** A phase code (procurement-core §3 Cost code phase). */
export const costCodePhases = pgTable(
  'cost_code_phases',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    code: text('code').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    /** Chosen on its own rather than as part of a cost code (independent phase codes). */
    independent: boolean('independent').notNull().default(false),
    dataSource: text('data_source').$type<PhaseDataSource>().notNull().default('INTERNAL'),
    projectIds: integer('project_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
  },
  (t) => [
    unique('cost_code_phases_company_id_key').on(t.companyId, t.id),
    uniqueIndex('cost_code_phases_company_code_key').on(t.companyId, sql`lower(${t.code})`),
    check('cost_code_phases_data_source_check', sql`${t.dataSource} in ('INTERNAL', 'EXTERNAL')`),
  ],
);

/** A cost code class (procurement-core §3 Cost code class). */
export const costCodeClasses = codeTable('cost_code_classes');

/** A cost code: a number, optionally with a phase and a class, limited to projects, tagged. */
export const costCodes = pgTable(
  'cost_codes',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    costCodeNumberId: integer('cost_code_number_id').notNull(),
    costCodePhaseId: integer('cost_code_phase_id'),
    costCodeClassId: integer('cost_code_class_id'),
    projectIds: integer('project_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    discardedAt: timestamp('discarded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('cost_codes_company_id_key').on(t.companyId, t.id),
    unique('cost_codes_company_combination_key')
      .on(t.companyId, t.costCodeNumberId, t.costCodePhaseId, t.costCodeClassId)
      .nullsNotDistinct(),
    index('cost_codes_company_idx').on(t.companyId),
    foreignKey({
      name: 'cost_codes_number_fk',
      columns: [t.companyId, t.costCodeNumberId],
      foreignColumns: [costCodeNumbers.companyId, costCodeNumbers.id],
    }),
    foreignKey({
      name: 'cost_codes_phase_fk',
      columns: [t.companyId, t.costCodePhaseId],
      foreignColumns: [costCodePhases.companyId, costCodePhases.id],
    }),
    foreignKey({
      name: 'cost_codes_class_fk',
      columns: [t.companyId, t.costCodeClassId],
      foreignColumns: [costCodeClasses.companyId, costCodeClasses.id],
    }),
  ],
);
