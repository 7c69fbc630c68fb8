import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';
import { vendorUsers } from './vendors';

export const TOKEN_PURPOSES = ['RESET_PASSWORD', 'CONFIRMATION', 'INVITATION'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/**
 * One-time tokens sent by mail (password reset, email confirmation, invitation). Only a SHA-256 of
 * the token is stored; a token is good once (used_at) and until expires_at. company_id is set for
 * tokens that belong to one company (an invitation). A token belongs to exactly one account: a
 * contractor (user_id) or a vendor user (vendor_user_id), whose accounts live in another table.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').$type<TokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    vendorUserId: integer('vendor_user_id').references(() => vendorUsers.id, {
      onDelete: 'cascade',
    }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_tokens_user_purpose_idx').on(t.userId, t.purpose),
    index('account_tokens_vendor_user_purpose_idx').on(t.vendorUserId, t.purpose),
    check('account_tokens_one_holder_check', sql`num_nonnulls(${t.userId}, ${t.vendorUserId}) = 1`),
    check(
      'account_tokens_purpose_check',
      sql`${t.purpose} in ('RESET_PASSWORD', 'CONFIRMATION', 'INVITATION')`,
    ),
  ],
);
