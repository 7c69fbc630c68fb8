import { sql } from 'drizzle-orm';
import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * The counts behind the order lists' facets (decision 0048): how many orders, and how many live
 * lines, a company has per state, project, vendor, creator and tag set. Kept by triggers on
 * `orders` and `order_materials` (migration 0023), so a facet without a search reads a few
 * hundred rows instead of every order. 0 stands for no vendor or no creator (the key has no
 * NULL). Never written by the application.
 */
export const orderListCounts = pgTable(
  'order_list_counts',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    projectId: integer('project_id').notNull(),
    companyVendorId: integer('company_vendor_id').notNull(),
    createdByCompanyUserId: integer('created_by_company_user_id').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    orders: integer('orders').notNull().default(0),
    lines: integer('lines').notNull().default(0),
  },
  (t) => [
    unique('order_list_counts_key').on(
      t.companyId,
      t.state,
      t.projectId,
      t.companyVendorId,
      t.createdByCompanyUserId,
      t.tags,
    ),
  ],
);
