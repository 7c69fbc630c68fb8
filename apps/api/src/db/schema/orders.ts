import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { ORDER_STATES } from '@laydown/domain';
import { companies, projects } from './companies';
import { companyMaterials } from './materials';
import { units } from './units';
import { companyVendors } from './vendors';

const stateList = sql.raw(ORDER_STATES.map((s) => `'${s}'`).join(', '));

/**
 * procurement-core §3 Order, reduced to what price history reads (decision 0024); the order
 * issue extends it (sub-state, deliveries, version...).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').notNull(),
    companyVendorId: integer('company_vendor_id'),
    orderNumber: text('order_number').notNull(),
    name: text('name').notNull().default(''),
    state: text('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('orders_company_id_key').on(t.companyId, t.id),
    check('orders_state_check', sql`${t.state} in (${stateList})`),
    foreignKey({
      name: 'orders_project_fk',
      columns: [t.companyId, t.projectId],
      foreignColumns: [projects.companyId, projects.id],
    }),
    foreignKey({
      name: 'orders_company_vendor_fk',
      columns: [t.companyId, t.companyVendorId],
      foreignColumns: [companyVendors.companyId, companyVendors.id],
    }),
  ],
);

/** procurement-core §3 Order material (line), reduced to what price history reads. */
export const orderMaterials = pgTable(
  'order_materials',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    /** May be a provider material (decision 0020): the one key that crosses companies. */
    companyMaterialId: integer('company_material_id')
      .notNull()
      .references(() => companyMaterials.id),
    quantity: numeric('quantity', { precision: 18, scale: 6 }).notNull(),
    unitId: integer('unit_id'),
    unitCost: numeric('unit_cost', { precision: 18, scale: 6 }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('order_materials_company_id_key').on(t.companyId, t.id),
    index('order_materials_material_idx').on(t.companyId, t.companyMaterialId),
    index('order_materials_order_idx').on(t.companyId, t.orderId),
    check('order_materials_quantity_check', sql`${t.quantity} >= 0`),
    check('order_materials_unit_cost_check', sql`${t.unitCost} >= 0`),
    foreignKey({
      name: 'order_materials_order_fk',
      columns: [t.companyId, t.orderId],
      foreignColumns: [orders.companyId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'order_materials_unit_fk',
      columns: [t.companyId, t.unitId],
      foreignColumns: [units.companyId, units.id],
    }),
  ],
);
