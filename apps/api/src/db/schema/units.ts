import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * Units of measure, per company (decision 0010): every company starts with the construction set
 * and may add its own from typed text or relabel one.
 */
export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    synonyms: text('synonyms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    overrideLabel: text('override_label'),
    multiplier: numeric('multiplier', { precision: 18, scale: 6 }).notNull().default('1'),
    qtyIncrement: numeric('qty_increment', { precision: 18, scale: 6 }).notNull().default('1'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('units_company_id_key').on(t.companyId, t.id),
    uniqueIndex('units_company_name_multiplier_key').on(
      t.companyId,
      sql`lower(${t.name})`,
      t.multiplier,
    ),
    index('units_company_idx').on(t.companyId),
  ],
);
