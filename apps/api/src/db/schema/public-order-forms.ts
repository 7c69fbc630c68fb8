import {
  boolean,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from './companies';

/**
 * A company's public order form, reached at a URL extension without signing in. Material
 * requesters register through it (access-and-platform §2). The extension alone names the company
 * in a public link, so it is unique across companies, the one unique key without company_id.
 */
export const publicOrderForms = pgTable(
  'public_order_forms',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    urlExtension: text('url_extension').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('public_order_forms_extension_key').on(sql`lower(${t.urlExtension})`),
    unique('public_order_forms_company_id_key').on(t.companyId, t.id),
  ],
);
