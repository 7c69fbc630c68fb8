import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * An email domain a company claims, e.g. for single sign-on. A claim counts only once verified: a
 * confirmation mail to an address of that domain was opened (decision 0029). Many companies may
 * have a pending claim; one at most holds it verified, which the database enforces.
 */
export const companyEmailDomains = pgTable(
  'company_email_domains',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lowercased, without '@'. */
    domain: text('domain').notNull(),
    /** Where the confirmation mail went; null for a claim never mailed (from before verification). */
    verificationEmail: text('verification_email'),
    /** SHA-256 of the mailed token; null once verified. */
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    claimedByUserId: integer('claimed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('company_email_domains_company_domain_key').on(t.companyId, t.domain),
    unique('company_email_domains_company_id_key').on(t.companyId, t.id),
    uniqueIndex('company_email_domains_verified_key')
      .on(t.domain)
      .where(sql`${t.verifiedAt} is not null`),
    uniqueIndex('company_email_domains_token_key').on(t.tokenHash),
    index('company_email_domains_domain_idx').on(t.domain),
  ],
);
