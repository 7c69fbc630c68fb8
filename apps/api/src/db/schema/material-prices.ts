import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { companyMaterials } from './materials';
import { companyVendors } from './vendors';

/**
 * procurement-core §3 vendor prices of a company material (preferred vendor prices). A company
 * keeps its own on provider materials too, so material_id may cross companies (decision 0020).
 */
export const companyMaterialVendorPrices = pgTable(
  'company_material_vendor_prices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    materialId: integer('material_id')
      .notNull()
      .references(() => companyMaterials.id, { onDelete: 'cascade' }),
    companyVendorId: integer('company_vendor_id').notNull(),
    price: numeric('price', { precision: 18, scale: 6 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // §8: the unique violation on this key is the duplicated-preferred-vendor message.
    unique('company_material_vendor_prices_vendor_key').on(
      t.companyId,
      t.materialId,
      t.companyVendorId,
    ),
    // The §9 preferred_vendor_names filter reads a vendor's materials through it.
    index('company_material_vendor_prices_vendor_idx').on(
      t.companyId,
      t.companyVendorId,
      t.materialId,
    ),
    check('company_material_vendor_prices_price_check', sql`${t.price} >= 0`),
    foreignKey({
      name: 'company_material_vendor_prices_vendor_fk',
      columns: [t.companyId, t.companyVendorId],
      foreignColumns: [companyVendors.companyId, companyVendors.id],
    }),
  ],
);
