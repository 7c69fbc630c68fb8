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
import { orders } from './orders';
import { users } from './users';
import { vendorUsers } from './vendors';

/**
 * procurement-core §7 `POST /quotes/report_issue (issue, quote_id, order_id)`: a problem someone
 * reported with an order's quote (decision 0087). `quote_id` is the quote file's attachment id
 * when one was named. Reported by a member of the company or by the order's vendor user.
 */
export const quoteIssueReports = pgTable(
  'quote_issue_reports',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    quoteAttachmentId: integer('quote_attachment_id'),
    issue: text('issue').notNull(),
    reportedByUserId: integer('reported_by_user_id').references(() => users.id),
    reportedByVendorUserId: integer('reported_by_vendor_user_id').references(() => vendorUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'quote_issue_reports_order_fk',
      columns: [t.companyId, t.orderId],
      foreignColumns: [orders.companyId, orders.id],
    }).onDelete('cascade'),
    index('quote_issue_reports_order_idx').on(t.companyId, t.orderId),
    check(
      'quote_issue_reports_one_reporter_check',
      sql`num_nonnulls(${t.reportedByUserId}, ${t.reportedByVendorUserId}) = 1`,
    ),
  ],
);
