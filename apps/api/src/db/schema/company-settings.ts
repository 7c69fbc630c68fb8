import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * access-and-platform §3 Company settings: "other settings" (cost code settings, invoicing email,
 * vendor-domain bypass list...) and download settings. One row per company, made on first save;
 * a missing row means every default.
 */
export const companySettings = pgTable(
  'company_settings',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    otherSettings: jsonb('other_settings').$type<Record<string, unknown>>().notNull().default({}),
    downloadSettings: jsonb('download_settings')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    /** Company material configuration (access-and-platform §3; decision 0026). */
    materialConfiguration: jsonb('material_configuration')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One invoice mailbox per company: two companies never share an invoicing email.
    uniqueIndex('company_settings_invoicing_email_key')
      .on(sql`lower(${t.otherSettings} ->> 'invoicing_email')`)
      .where(sql`${t.otherSettings} ->> 'invoicing_email' is not null`),
  ],
);
