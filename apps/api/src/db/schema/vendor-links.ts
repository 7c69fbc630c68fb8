import { sql } from 'drizzle-orm';
import {
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { mailOutbox } from './mail';
import { orders } from './orders';
import { users } from './users';
import { vendorUsers, vendors } from './vendors';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/**
 * A per-document link mailed to a vendor contact without an account (issue 12 "Sending",
 * decision 0091): its token (only the hash is kept) opens this one document of this vendor until
 * it expires or the purchaser revokes it. `vendor_user_id` is the account created from it.
 */
export const vendorDocumentLinks = pgTable(
  'vendor_document_links',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** The company's vendor contact it was mailed to (kept as sent when the contact changes). */
    contactId: integer('contact_id'),
    email: text('email').notNull(),
    contactName: text('contact_name').notNull().default(''),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByUserId: integer('revoked_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    vendorUserId: integer('vendor_user_id').references(() => vendorUsers.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_document_links_token_hash_key').on(t.tokenHash),
    index('vendor_document_links_order_idx').on(t.companyId, t.orderId),
    foreignKey({
      name: 'vendor_document_links_order_fk',
      columns: [t.companyId, t.orderId],
      foreignColumns: [orders.companyId, orders.id],
    }).onDelete('cascade'),
  ],
);

/** A file sent with a mail (an order's PDF), kept so the delivery job can attach it. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: serial('id').primaryKey(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    byteSize: integer('byte_size')
      .notNull()
      .default(sql`0`),
  },
  (t) => [index('mail_attachments_mail_idx').on(t.mailId)],
);
