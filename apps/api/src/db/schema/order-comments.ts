import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { orderPackages, orders } from './orders';
import { companyUsers } from './users';

/**
 * procurement-core §3 Order internal_comment(s) and §7 POST /order_package/{id}/internal_comment
 * {comment, user_ids}: notes among the company's users on an order or an order package. No call a
 * vendor makes reads this table (decision 0050).
 */
export const orderInternalComments = pgTable(
  'order_internal_comments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: integer('order_id'),
    orderPackageId: integer('order_package_id'),
    authorCompanyUserId: integer('author_company_user_id'),
    /** The author's name as it was written (the user may leave the company). */
    authorName: text('author_name').notNull(),
    comment: text('comment').notNull(),
    /** The company users told about it. */
    userIds: integer('user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_internal_comments_order_idx').on(t.companyId, t.orderId),
    index('order_internal_comments_package_idx').on(t.companyId, t.orderPackageId),
    check(
      'order_internal_comments_subject_check',
      sql`(${t.orderId} is null) <> (${t.orderPackageId} is null)`,
    ),
    foreignKey({
      name: 'order_internal_comments_order_fk',
      columns: [t.companyId, t.orderId],
      foreignColumns: [orders.companyId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'order_internal_comments_package_fk',
      columns: [t.companyId, t.orderPackageId],
      foreignColumns: [orderPackages.companyId, orderPackages.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'order_internal_comments_author_fk',
      columns: [t.companyId, t.authorCompanyUserId],
      foreignColumns: [companyUsers.companyId, companyUsers.id],
    }),
  ],
);
