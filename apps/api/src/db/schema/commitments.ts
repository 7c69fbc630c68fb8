import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { companies, projects } from './companies';
import { costCodePhases, costCodes } from './cost-codes';
import { companyMaterials } from './materials';
import { orderMaterials, orders } from './orders';
import { units } from './units';
import { companyUsers } from './users';
import { companyVendors } from './vendors';

/** procurement-core §4 Other enumerations: commitment statuses. */
export const COMMITMENT_STATUSES = [
  'DRAFTED',
  'CONFIRMED',
  'PARTIALLY_DELIVERED',
  'DELIVERED',
  'CANCELLED',
] as const;
/** §3 Commitment commitment_type. */
export const COMMITMENT_TYPES = ['material', 'ConcreteCommitment', 'LotBudgetCommitment'] as const;

const at = (name: string) => timestamp(name, { withTimezone: true });
const list = (values: readonly string[]) => sql.raw(values.map((s) => `'${s}'`).join(', '));

/**
 * §3 Commitment: the smallest row set POST /order/{id}/convert_to_commitment needs (decision
 * 0050). The commitments issue grows it (item types, comments, other types' fields).
 */
export const commitments = pgTable(
  'commitments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').notNull(),
    companyVendorId: integer('company_vendor_id'),
    commitmentType: text('commitment_type').notNull().default('material'),
    status: text('status').notNull().default('DRAFTED'),
    name: text('name').notNull().default(''),
    /** The order it was made from, when it was converted from one. */
    sourceOrderId: integer('source_order_id'),
    createdByCompanyUserId: integer('created_by_company_user_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('commitments_company_id_key').on(t.companyId, t.id),
    check('commitments_type_check', sql`${t.commitmentType} in (${list(COMMITMENT_TYPES)})`),
    check('commitments_status_check', sql`${t.status} in (${list(COMMITMENT_STATUSES)})`),
    foreignKey({
      name: 'commitments_project_fk',
      columns: [t.companyId, t.projectId],
      foreignColumns: [projects.companyId, projects.id],
    }),
    foreignKey({
      name: 'commitments_company_vendor_fk',
      columns: [t.companyId, t.companyVendorId],
      foreignColumns: [companyVendors.companyId, companyVendors.id],
    }),
    foreignKey({
      name: 'commitments_source_order_fk',
      columns: [t.companyId, t.sourceOrderId],
      foreignColumns: [orders.companyId, orders.id],
    }),
    foreignKey({
      name: 'commitments_created_by_fk',
      columns: [t.companyId, t.createdByCompanyUserId],
      foreignColumns: [companyUsers.companyId, companyUsers.id],
    }),
  ],
);

/** §3 Commitment commitment_materials (with locked flag and company_material). */
export const commitmentMaterials = pgTable(
  'commitment_materials',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    commitmentId: integer('commitment_id').notNull(),
    position: integer('position').notNull().default(0),
    /** May be a provider material (decision 0020), as on an order line. */
    companyMaterialId: integer('company_material_id').references(() => companyMaterials.id),
    orderMaterialId: integer('order_material_id'),
    description: text('description').notNull().default(''),
    quantity: numeric('quantity', { precision: 18, scale: 6 }).notNull(),
    unitId: integer('unit_id'),
    unitName: text('unit_name'),
    unitCost: numeric('unit_cost', { precision: 18, scale: 6 }),
    costCodeId: integer('cost_code_id'),
    costCodePhaseId: integer('cost_code_phase_id'),
    locked: boolean('locked').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('commitment_materials_company_id_key').on(t.companyId, t.id),
    index('commitment_materials_commitment_idx').on(t.companyId, t.commitmentId),
    check('commitment_materials_quantity_check', sql`${t.quantity} >= 0`),
    check('commitment_materials_unit_cost_check', sql`${t.unitCost} >= 0`),
    foreignKey({
      name: 'commitment_materials_commitment_fk',
      columns: [t.companyId, t.commitmentId],
      foreignColumns: [commitments.companyId, commitments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'commitment_materials_order_material_fk',
      columns: [t.companyId, t.orderMaterialId],
      foreignColumns: [orderMaterials.companyId, orderMaterials.id],
    }),
    foreignKey({
      name: 'commitment_materials_unit_fk',
      columns: [t.companyId, t.unitId],
      foreignColumns: [units.companyId, units.id],
    }),
    foreignKey({
      name: 'commitment_materials_cost_code_fk',
      columns: [t.companyId, t.costCodeId],
      foreignColumns: [costCodes.companyId, costCodes.id],
    }),
    foreignKey({
      name: 'commitment_materials_cost_code_phase_fk',
      columns: [t.companyId, t.costCodePhaseId],
      foreignColumns: [costCodePhases.companyId, costCodePhases.id],
    }),
  ],
);
