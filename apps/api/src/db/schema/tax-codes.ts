import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
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

/** procurement-core §3 Tax code; discarded_at marks an inactive one. */
export const taxCodes = pgTable(
  'tax_codes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    description: text('description'),
    taxType: text('tax_type'),
    discardedAt: timestamp('discarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('tax_codes_company_id_key').on(t.companyId, t.id),
    uniqueIndex('tax_codes_company_code_key').on(t.companyId, sql`lower(${t.code})`),
  ],
);

/** A rate in force from available_at until expire_at (exclusive); windows of a code never overlap. */
export const taxCodeRates = pgTable(
  'tax_code_rates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    taxCodeId: integer('tax_code_id').notNull(),
    /** A percentage: 8.25 means 8.25 %. */
    rate: numeric('rate', { precision: 9, scale: 4 }).notNull(),
    availableAt: date('available_at', { mode: 'string' }).notNull(),
    expireAt: date('expire_at', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('tax_code_rates_company_id_key').on(t.companyId, t.id),
    index('tax_code_rates_code_idx').on(t.companyId, t.taxCodeId),
    foreignKey({
      name: 'tax_code_rates_tax_code_fk',
      columns: [t.companyId, t.taxCodeId],
      foreignColumns: [taxCodes.companyId, taxCodes.id],
    }).onDelete('cascade'),
  ],
);
