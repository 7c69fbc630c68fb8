import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { VendorRole, VendorTier } from '@laydown/domain';
import { companies } from './companies';

/** A vendor account: one per real supplier, shared by every company that buys from it. */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    domains: text('domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description'),
    logoUrl: text('logo_url'),
    tier: text('tier').$type<VendorTier>().notNull().default('FREE'),
    /** The company that created this vendor record from its vendor list; it may edit it (decision 0014). */
    createdByCompanyId: integer('created_by_company_id').references(() => companies.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('vendors_tier_check', sql`${t.tier} in ('FREE', 'PREMIUM')`)],
);

/**
 * Which vendor holds each domain, so the database refuses a domain held by another vendor (issue
 * 14 finding 6). vendors.domains stays the list the app reads and writes; a trigger of migration
 * 0017 keeps this table in step with it (decision 0041).
 */
export const vendorDomains = pgTable(
  'vendor_domains',
  {
    domain: text('domain').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
  },
  (t) => [index('vendor_domains_vendor_idx').on(t.vendorId)],
);

/** A person at a vendor who signs in at /vendor. */
export const vendorUsers = pgTable(
  'vendor_users',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    headline: text('headline'),
    role: text('role').$type<VendorRole>().notNull().default('USER'),
    isPublic: boolean('is_public').notNull().default(true),
    active: boolean('active').notNull().default(true),
    signInCount: integer('sign_in_count').notNull().default(0),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_users_email_key').on(sql`lower(${t.email})`),
    index('vendor_users_vendor_idx').on(t.vendorId),
    check('vendor_users_role_check', sql`${t.role} in ('ADMIN', 'USER')`),
  ],
);

/** A company's relation to a vendor it buys from (the company's own name for it, its id in the ERP). */
export const companyVendors = pgTable(
  'company_vendors',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    vendorNickname: text('vendor_nickname'),
    externalVendorId: text('external_vendor_id'),
    active: boolean('active').notNull().default(true),
    discardedAt: timestamp('discarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('company_vendors_company_vendor_key').on(t.companyId, t.vendorId),
    unique('company_vendors_company_id_key').on(t.companyId, t.id),
  ],
);

/** A company's contact person at a vendor (procurement-core §3 Vendor contact). */
export const companyVendorContacts = pgTable(
  'company_vendor_contacts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    companyVendorId: integer('company_vendor_id').notNull(),
    /** The vendor user this contact is, when the person is already on the product. */
    vendorUserId: integer('vendor_user_id').references(() => vendorUsers.id, {
      onDelete: 'set null',
    }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    nickname: text('nickname'),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('company_vendor_contacts_company_id_key').on(t.companyId, t.id),
    uniqueIndex('company_vendor_contacts_company_email_key').on(
      t.companyId,
      sql`lower(${t.email})`,
    ),
    index('company_vendor_contacts_vendor_idx').on(t.companyId, t.companyVendorId),
    foreignKey({
      name: 'company_vendor_contacts_company_vendor_fk',
      columns: [t.companyId, t.companyVendorId],
      foreignColumns: [companyVendors.companyId, companyVendors.id],
    }).onDelete('cascade'),
  ],
);
