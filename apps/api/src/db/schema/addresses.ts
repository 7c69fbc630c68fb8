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
import { companies, projects } from './companies';
import { companyVendors } from './vendors';

/**
 * The address index (procurement-core §3): a company's own addresses have no owner; project and
 * company-vendor addresses belong to one of them and go with it. Warehouse addresses join when
 * warehouses exist (inventory issue).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id'),
    companyVendorId: integer('company_vendor_id'),
    nickname: text('nickname'),
    addressLine1: text('address_line_1').notNull(),
    addressLine2: text('address_line_2'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    country: text('country'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('addresses_company_id_key').on(t.companyId, t.id),
    index('addresses_company_idx').on(t.companyId),
    index('addresses_project_idx').on(t.companyId, t.projectId),
    check('addresses_one_owner', sql`num_nonnulls(${t.projectId}, ${t.companyVendorId}) <= 1`),
    foreignKey({
      name: 'addresses_project_fk',
      columns: [t.companyId, t.projectId],
      foreignColumns: [projects.companyId, projects.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'addresses_company_vendor_fk',
      columns: [t.companyId, t.companyVendorId],
      foreignColumns: [companyVendors.companyId, companyVendors.id],
    }).onDelete('cascade'),
  ],
);

/** Saved delivery recipients ("to" on a delivery address: a person or a gate), per company. */
export const addressTos = pgTable(
  'address_tos',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('address_tos_company_id_key').on(t.companyId, t.id),
    uniqueIndex('address_tos_company_name_key').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/** A company's shipping carriers, offered after 'Delivered by vendor' and 'Pickup'. */
export const shippingCarriers = pgTable(
  'shipping_carriers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    trackingUrl: text('tracking_url'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('shipping_carriers_company_id_key').on(t.companyId, t.id),
    uniqueIndex('shipping_carriers_company_name_key').on(t.companyId, sql`lower(${t.name})`),
  ],
);
