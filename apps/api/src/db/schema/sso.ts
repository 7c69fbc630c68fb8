import { boolean, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * A company's OpenID Connect provider for single sign-on of its contractors (one per company).
 * The addresses it signs in are those of the company's verified email domains (email-domains.ts).
 */
export const ssoConfigurations = pgTable(
  'sso_configurations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('sso_configurations_company_key').on(t.companyId)],
);

/**
 * One sign-in on its way through the provider: state (hashed), nonce and PKCE verifier, kept in
 * PostgreSQL so the callback may reach any API process. Single-use and short-lived.
 */
export const ssoRequests = pgTable('sso_requests', {
  id: serial('id').primaryKey(),
  stateHash: text('state_hash').notNull().unique(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  /** SHA-256 of the value of the cookie set in the browser that started the sign-in (login CSRF). */
  browserHash: text('browser_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
