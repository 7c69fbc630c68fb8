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
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { companyMaterials } from './materials';
import { orderMaterials, orders } from './orders';
import { units } from './units';
import { companyVendors } from './vendors';

/**
 * Vendor prices the purchaser accepted (issue 12, decision 0093): the material's quote history
 * keeps them whatever becomes of the document later. material_id may be a provider material the
 * company orders (decision 0020), like its preferred vendor prices.
 */
export const materialQuotePrices = pgTable(
  'material_quote_prices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    materialId: integer('material_id')
      .notNull()
      .references(() => companyMaterials.id, { onDelete: 'cascade' }),
    companyVendorId: integer('company_vendor_id').notNull(),
    orderId: integer('order_id').notNull(),
    orderMaterialId: integer('order_material_id').notNull(),
    quantity: numeric('quantity', { precision: 18, scale: 6 }).notNull(),
    unitId: integer('unit_id'),
    unitCost: numeric('unit_cost', { precision: 18, scale: 6 }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('material_quote_prices_material_idx').on(t.companyId, t.materialId, t.acceptedAt),
    index('material_quote_prices_line_idx').on(t.companyId, t.orderMaterialId),
    check('material_quote_prices_unit_cost_check', sql`${t.unitCost} >= 0`),
    foreignKey({
      name: 'material_quote_prices_vendor_fk',
      columns: [t.companyId, t.companyVendorId],
      foreignColumns: [companyVendors.companyId, companyVendors.id],
    }),
    foreignKey({
      name: 'material_quote_prices_order_fk',
      columns: [t.companyId, t.orderId],
      foreignColumns: [orders.companyId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'material_quote_prices_line_fk',
      columns: [t.companyId, t.orderMaterialId],
      foreignColumns: [orderMaterials.companyId, orderMaterials.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'material_quote_prices_unit_fk',
      columns: [t.companyId, t.unitId],
      foreignColumns: [units.companyId, units.id],
    }),
  ],
);
