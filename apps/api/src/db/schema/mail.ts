import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';

export const MAIL_STATUSES = ['OUTBOX', 'SENT', 'FAILED'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every mail the product writes. Without SMTP_URL a mail stays here (OUTBOX) for an admin to read;
 * with it, the row records the delivery (SENT or FAILED). company_id is set when the mail belongs
 * to one company (an invitation), null for a person's own account mail (a password reset).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /**
     * The bodies as delivered, sealed with the secret key, when they hold a secret link (a reset,
     * confirmation or invitation token): html and text above show the mail without it, so nobody
     * reading the outbox can follow someone else's link (decision 0029). Cleared once delivered.
     */
    sealedBody: text('sealed_body'),
    status: text('status').$type<MailStatus>().notNull().default('OUTBOX'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_company_created_idx').on(t.companyId, t.createdAt),
    index('mail_outbox_created_idx').on(t.createdAt),
    check('mail_outbox_status_check', sql`${t.status} in ('OUTBOX', 'SENT', 'FAILED')`),
  ],
);
