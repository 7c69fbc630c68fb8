import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { HomePage, NotificationFrequency } from '@laydown/domain';
import { users } from './users';

/**
 * A person's own settings (§2 User settings). They follow the person across companies, so the
 * table is keyed by user, not by company.
 */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationEmailFrequency: text('notification_email_frequency')
      .$type<NotificationFrequency>()
      .notNull()
      .default('IMMEDIATE'),
    homePage: text('home_page').$type<HomePage>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'user_settings_frequency_check',
      sql`${t.notificationEmailFrequency} in ('IMMEDIATE', 'HOURLY', 'DAILY', 'OFF')`,
    ),
    check(
      'user_settings_home_page_check',
      sql`${t.homePage} in ('Projects', 'Orders', 'Invoices', 'Inventory')`,
    ),
  ],
);
