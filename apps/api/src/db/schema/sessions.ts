import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';
import { vendorUsers } from './vendors';

export const AUTH_METHODS = ['PASSWORD', 'SSO', 'INVITATION', 'IMPERSONATION', 'SETUP'] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

/**
 * A signed-in browser. Only a SHA-256 of the token is stored, so a database leak does not leak
 * sessions. Exactly one of user_id / vendor_user_id is set.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    vendorUserId: integer('vendor_user_id').references(() => vendorUsers.id, {
      onDelete: 'cascade',
    }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id, {
      onDelete: 'cascade',
    }),
    /**
     * How the session was opened. An SSO session is bound to the company whose provider vouched
     * for the person: it cannot switch into another company (decision 0029).
     */
    authMethod: text('auth_method').$type<AuthMethod>().notNull().default('PASSWORD'),
    persistent: boolean('persistent').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_vendor_user_idx').on(t.vendorUserId),
    check(
      'sessions_auth_method_check',
      sql`${t.authMethod} in ('PASSWORD', 'SSO', 'INVITATION', 'IMPERSONATION', 'SETUP')`,
    ),
    check(
      'sessions_one_principal_check',
      sql`(${t.userId} is null) <> (${t.vendorUserId} is null)`,
    ),
  ],
);

/** Hits counted by the rate limiter; kept in PostgreSQL so every API process sees the same counts. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    hitAt: timestamp('hit_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_lookup_idx').on(t.bucket, t.key, t.hitAt)],
);
