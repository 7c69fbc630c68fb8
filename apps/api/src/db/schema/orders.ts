import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import {
  DELIVERY_ISSUE_TYPES,
  DELIVERY_STATES,
  DELIVERY_STATUSES,
  LAST_ACTION_AUTHOR_TYPES,
  LOCK_ORDER_OPTIONS,
  ORDER_MATERIAL_STATES,
  ORDER_STATES,
  ORDER_SUB_STATES,
  PO_NUMBER_GENERATION_METHODS,
  VENDOR_RESPONSE_TYPES,
} from '@laydown/domain';
import { addresses, shippingCarriers } from './addresses';
import { companies, projects } from './companies';
import { costCodePhases, costCodes } from './cost-codes';
import { companyMaterials } from './materials';
import { taxCodeRates, taxCodes } from './tax-codes';
import { units } from './units';
import { companyUsers } from './users';
import { companyVendors, vendorUsers } from './vendors';

/** `'A', 'B'` for a check constraint over a closed list of the domain. */
const list = (values: readonly string[]) => sql.raw(values.map((s) => `'${s}'`).join(', '));

const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => numeric(name, { precision: 18, scale: 6 });

/** What an order prints as and what its §5 required markers follow (decision 0070). */
export const ORDER_KINDS = ['ORDER', 'RFQ'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/**
 * procurement-core §9 order settings of a company (PO number generation method, lock order
 * option) and its order counter: one row per company, made by the first order. The counter is
 * taken with one `insert … on conflict do update … returning`, so concurrent creates queue on the
 * row and never share a number (decision 0070).
 */
export const orderSettings = pgTable(
  'order_settings',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    poNumberGenerationMethod: text('po_number_generation_method').notNull().default('DEFAULT'),
    lockOrderOption: text('lock_order_option').notNull().default('NEVER'),
    /** §6 "Edit lock unlock is available only when enabled" (decision 0086). */
    orderUnlockEnabled: boolean('order_unlock_enabled').notNull().default(true),
    lastOrderNumber: integer('last_order_number').notNull().default(0),
    /** Issue 10: how far past the ordered quantity a line may be received, in percent (none: 0). */
    overReceiptTolerancePercent: numeric('over_receipt_tolerance_percent', {
      precision: 7,
      scale: 3,
    }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'order_settings_po_method_check',
      sql`${t.poNumberGenerationMethod} in (${list(PO_NUMBER_GENERATION_METHODS)})`,
    ),
    check('order_settings_lock_check', sql`${t.lockOrderOption} in (${list(LOCK_ORDER_OPTIONS)})`),
    check('order_settings_counter_check', sql`${t.lastOrderNumber} >= 0`),
    check(
      'order_settings_tolerance_check',
      sql`${t.overReceiptTolerancePercent} is null or ${t.overReceiptTolerancePercent} >= 0`,
    ),
  ],
);

/**
 * §3 order_package_id / order_package_name: the orders made together — an RFQ sent to several
 * vendors is one package with one order per vendor.
 */
export const orderPackages = pgTable(
  'order_packages',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull().default(''),
    projectId: integer('project_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('order_packages_company_id_key').on(t.companyId, t.id),
    foreignKey({
      name: 'order_packages_project_fk',
      columns: [t.companyId, t.projectId],
      foreignColumns: [projects.companyId, projects.id],
    }),
  ],
);

/**
 * procurement-core §3 Order. The columns of decision 0024 keep their meaning (`state` within the
 * §4 list); the rest is the whole order header (decision 0070). Money lives on deliveries and
 * lines; the order's totals are computed from them (§5).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    projectId: integer('project_id').notNull(),
    companyVendorId: integer('company_vendor_id'),
    orderNumber: text('order_number').notNull(),
    name: text('name').notNull().default(''),
    state: text('state').notNull(),
    subState: text('sub_state'),
    kind: text('kind').notNull().default('ORDER'),
    orderPackageId: integer('order_package_id'),
    quoteNumber: text('quote_number'),
    vendorContactIds: integer('vendor_contact_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    watcherIds: integer('watcher_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    termsAndConditionId: text('terms_and_condition_id'),
    notes: text('notes'),
    quoteExpiresAt: at('quote_expires_at'),
    leadTimeCutoffDate: at('lead_time_cutoff_date'),
    createdByCompanyUserId: integer('created_by_company_user_id'),
    requestedByCompanyUserId: integer('requested_by_company_user_id'),
    approvedByCompanyUserId: integer('approved_by_company_user_id'),
    approvedAt: at('approved_at'),
    orderedAt: at('ordered_at'),
    confirmedByName: text('confirmed_by_name'),
    confirmedAt: at('confirmed_at'),
    cancellationRequestedAt: at('cancellation_requested_at'),
    cancellationRequestedByCompanyUserId: integer('cancellation_requested_by_company_user_id'),
    /** A cancellation the order's vendor asked for from the vendor portal (decision 0087). */
    cancellationRequestedByVendorUserId: integer(
      'cancellation_requested_by_vendor_user_id',
    ).references(() => vendorUsers.id),
    cancellationReason: text('cancellation_reason'),
    cancellationAcceptedAt: at('cancellation_accepted_at'),
    cancellationRejectedAt: at('cancellation_rejected_at'),
    cancelledAt: at('cancelled_at'),
    manualExportedAt: at('manual_exported_at'),
    invoicedAt: at('invoiced_at'),
    commitmentId: integer('commitment_id'),
    materialRequestId: integer('material_request_id'),
    splittedFromId: integer('splitted_from_id'),
    mergedIntoId: integer('merged_into_id'),
    quickCreated: boolean('quick_created').notNull().default(false),
    lastActionAuthorType: text('last_action_author_type'),
    lastActionAuthorName: text('last_action_author_name'),
    lastActionAt: at('last_action_at'),
    /** §7 PATCH /order/{id}: a save based on an older version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('orders_company_id_key').on(t.companyId, t.id),
    unique('orders_company_number_key').on(t.companyId, t.orderNumber),
    index('orders_company_package_idx').on(t.companyId, t.orderPackageId),
    index('orders_company_updated_idx').on(
      t.companyId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The order lists (decision 0048): the state and project filters in the default order, the
    // state counts and facets read from one index, and the trigram search of number and name.
    index('orders_company_state_updated_idx').on(
      t.companyId,
      t.state,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_company_project_updated_idx').on(
      t.companyId,
      t.projectId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_company_vendor_idx').on(t.companyId, t.companyVendorId),
    index('orders_search_trgm_idx').using(
      'gin',
      t.companyId,
      sql`${t.orderNumber} gin_trgm_ops`,
      sql`${t.name} gin_trgm_ops`,
    ),
    check('orders_state_check', sql`${t.state} in (${list(ORDER_STATES)})`),
    check('orders_sub_state_check', sql`${t.subState} in (${list(ORDER_SUB_STATES)})`),
    check('orders_kind_check', sql`${t.kind} in (${list(ORDER_KINDS)})`),
    check(
      'orders_last_action_author_type_check',
      sql`${t.lastActionAuthorType} in (${list(LAST_ACTION_AUTHOR_TYPES)})`,
    ),
    check('orders_version_check', sql`${t.version} >= 1`),
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
    foreignKey({
      name: 'orders_order_package_fk',
      columns: [t.companyId, t.orderPackageId],
      foreignColumns: [orderPackages.companyId, orderPackages.id],
    }),
    foreignKey({
      name: 'orders_created_by_fk',
      columns: [t.companyId, t.createdByCompanyUserId],
      foreignColumns: [companyUsers.companyId, companyUsers.id],
    }),
    foreignKey({
      name: 'orders_requested_by_fk',
      columns: [t.companyId, t.requestedByCompanyUserId],
      foreignColumns: [companyUsers.companyId, companyUsers.id],
    }),
    foreignKey({
      name: 'orders_approved_by_fk',
      columns: [t.companyId, t.approvedByCompanyUserId],
      foreignColumns: [companyUsers.companyId, companyUsers.id],
    }),
    foreignKey({
      name: 'orders_cancellation_requested_by_fk',
      columns: [t.companyId, t.cancellationRequestedByCompanyUserId],
      foreignColumns: [companyUsers.companyId, companyUsers.id],
    }),
    foreignKey({
      name: 'orders_splitted_from_fk',
      columns: [t.companyId, t.splittedFromId],
      foreignColumns: [t.companyId, t.id],
    }),
    foreignKey({
      name: 'orders_merged_into_fk',
      columns: [t.companyId, t.mergedIntoId],
      foreignColumns: [t.companyId, t.id],
    }),
  ],
);

/** procurement-core §3 Delivery: where and when a part of an order arrives, with its cost values. */
export const deliveries = pgTable(
  'deliveries',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    orderId: integer('order_id').notNull(),
    /** §2 "Delivery tabs (index starts at 0)". */
    position: integer('position').notNull(),
    state: text('state').notNull().default('UNSCHEDULED'),
    status: text('status'),
    isPickUp: boolean('is_pick_up').notNull().default(false),
    addressId: integer('address_id'),
    addressTo: text('address_to'),
    requestedDeliveredAt: at('requested_delivered_at'),
    estimatedDeliveredAt: at('estimated_delivered_at'),
    actualDeliveredAt: at('actual_delivered_at'),
    markedDeliveredAt: at('marked_delivered_at'),
    markedDeliveredByCompanyUserId: integer('marked_delivered_by_company_user_id'),
    markedShippedAt: at('marked_shipped_at'),
    shippedAt: at('shipped_at'),
    instructions: text('instructions'),
    autoFollowUpDays: integer('auto_follow_up_days'),
    leadTimeDays: integer('lead_time_days'),
    /** 'Delivered by vendor', 'Pickup' or a company carrier's name (§2 Carrier select). */
    carrier: text('carrier'),
    shippingCarrierId: integer('shipping_carrier_id'),
    trackingNumber: text('tracking_number'),
    incompleteItems: text('incomplete_items'),
    deliveryIssues: text('delivery_issues'),
    deliveryIssueType: text('delivery_issue_type'),
    deliveryIssueResolvedAt: at('delivery_issue_resolved_at'),
    deliveryIssueResolvedByCompanyUserId: integer('delivery_issue_resolved_by_company_user_id'),
    taxValue: money('tax_value'),
    discountValue: money('discount_value'),
    shippingValue: money('shipping_value'),
    otherValue: money('other_value'),
    deletedAt: at('deleted_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('deliveries_company_id_key').on(t.companyId, t.id),
    index('deliveries_order_idx').on(t.companyId, t.orderId),
    /** GET /deliveries/fetch_deliveries: a company's week by best guess date (decision 0043). */
    index('deliveries_company_best_guess_idx')
      .on(
        t.companyId,
        sql`coalesce(${t.actualDeliveredAt}, ${t.estimatedDeliveredAt}, ${t.requestedDeliveredAt})`,
      )
      .where(sql`${t.deletedAt} is null`),
    check('deliveries_state_check', sql`${t.state} in (${list(DELIVERY_STATES)})`),
    check('deliveries_status_check', sql`${t.status} in (${list(DELIVERY_STATUSES)})`),
    check(
      'deliveries_issue_type_check',
      sql`${t.deliveryIssueType} in (${list(DELIVERY_ISSUE_TYPES)})`,
    ),
    check('deliveries_position_check', sql`${t.position} >= 0`),
    check(
      'deliveries_costs_check',
      sql`coalesce(${t.taxValue}, 0) >= 0 and coalesce(${t.discountValue}, 0) >= 0 and coalesce(${t.shippingValue}, 0) >= 0 and coalesce(${t.otherValue}, 0) >= 0`,
    ),
    foreignKey({
      name: 'deliveries_order_fk',
      columns: [t.companyId, t.orderId],
      foreignColumns: [orders.companyId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'deliveries_address_fk',
      columns: [t.companyId, t.addressId],
      foreignColumns: [addresses.companyId, addresses.id],
    }),
    foreignKey({
      name: 'deliveries_shipping_carrier_fk',
      columns: [t.companyId, t.shippingCarrierId],
      foreignColumns: [shippingCarriers.companyId, shippingCarriers.id],
    }),
    foreignKey({
      name: 'deliveries_marked_delivered_by_fk',
      columns: [t.companyId, t.markedDeliveredByCompanyUserId],
      foreignColumns: [companyUsers.companyId, companyUsers.id],
    }),
    foreignKey({
      name: 'deliveries_issue_resolved_by_fk',
      columns: [t.companyId, t.deliveryIssueResolvedByCompanyUserId],
      foreignColumns: [companyUsers.companyId, companyUsers.id],
    }),
  ],
);

/**
 * procurement-core §3 Order material (a line). The columns of decision 0024 keep their meaning
 * (lines are soft-deleted; price history reads them); a line may have no catalogue link (a new
 * material typed on the order, or a link cleared by a text change, §4).
 */
export const orderMaterials = pgTable(
  'order_materials',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    orderId: integer('order_id').notNull(),
    deliveryId: integer('delivery_id'),
    /** Order of the line in its delivery, from 0. */
    position: integer('position').notNull().default(0),
    /** May be a provider material (decision 0020): the one key that crosses companies. */
    companyMaterialId: integer('company_material_id').references(() => companyMaterials.id),
    description: text('description').notNull().default(''),
    productIdentifier: text('product_identifier'),
    /** The line's own values of material attributes (§5 "empty on both the line and its material"). */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    commitmentMaterialId: integer('commitment_material_id'),
    quantity: numeric('quantity', { precision: 18, scale: 6 }).notNull(),
    quantityDelivered: numeric('quantity_delivered', { precision: 18, scale: 6 })
      .notNull()
      .default('0'),
    prevQuantity: numeric('prev_quantity', { precision: 18, scale: 6 }),
    unitId: integer('unit_id'),
    unitName: text('unit_name'),
    prevUnitId: integer('prev_unit_id'),
    unitCost: money('unit_cost'),
    costCodeId: integer('cost_code_id'),
    costCodePhaseId: integer('cost_code_phase_id'),
    taxCodeId: integer('tax_code_id'),
    taxCodeRateId: integer('tax_code_rate_id'),
    /** §5 stored money of the line, computed by the domain's lineMoney on every save. */
    taxValue: money('tax_value'),
    extendedCost: money('extended_cost'),
    extCostWithTax: money('ext_cost_with_tax'),
    changedUnitCostByVendor: boolean('changed_unit_cost_by_vendor').notNull().default(false),
    /** The price before the vendor's first change: a rejected price goes back to it (0087). */
    prevUnitCost: money('prev_unit_cost'),
    /** The purchaser's decision on the vendor's answer: ACCEPTED, REJECTED, or none yet (0087). */
    vendorResponseStatus: text('vendor_response_status'),
    companyNote: text('company_note'),
    vendorNote: text('vendor_note'),
    commitmentNote: text('commitment_note'),
    vendorResponse: text('vendor_response')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    state: text('state').notNull().default('NONE'),
    internalId: text('internal_id'),
    deletedAt: at('deleted_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('order_materials_company_id_key').on(t.companyId, t.id),
    index('order_materials_material_idx').on(t.companyId, t.companyMaterialId),
    index('order_materials_order_idx').on(t.companyId, t.orderId),
    /** A delivery's lines: receiving a truck and GET /deliveries/{id} (decision 0053). */
    index('order_materials_delivery_idx').on(t.companyId, t.deliveryId),
    // The material text search of the order lists (decision 0048): live lines only.
    index('order_materials_search_trgm_idx')
      .using('gin', t.companyId, sql`${t.description} gin_trgm_ops`)
      .where(sql`${t.deletedAt} is null`),
    check('order_materials_quantity_check', sql`${t.quantity} >= 0`),
    check('order_materials_unit_cost_check', sql`${t.unitCost} >= 0`),
    check('order_materials_state_check', sql`${t.state} in (${list(ORDER_MATERIAL_STATES)})`),
    check(
      'order_materials_vendor_response_status_check',
      sql`${t.vendorResponseStatus} in ('ACCEPTED', 'REJECTED')`,
    ),
    check(
      'order_materials_vendor_response_check',
      sql`${t.vendorResponse} <@ array[${list(VENDOR_RESPONSE_TYPES)}]::text[]`,
    ),
    foreignKey({
      name: 'order_materials_order_fk',
      columns: [t.companyId, t.orderId],
      foreignColumns: [orders.companyId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'order_materials_delivery_fk',
      columns: [t.companyId, t.deliveryId],
      foreignColumns: [deliveries.companyId, deliveries.id],
    }),
    foreignKey({
      name: 'order_materials_unit_fk',
      columns: [t.companyId, t.unitId],
      foreignColumns: [units.companyId, units.id],
    }),
    foreignKey({
      name: 'order_materials_prev_unit_fk',
      columns: [t.companyId, t.prevUnitId],
      foreignColumns: [units.companyId, units.id],
    }),
    foreignKey({
      name: 'order_materials_cost_code_fk',
      columns: [t.companyId, t.costCodeId],
      foreignColumns: [costCodes.companyId, costCodes.id],
    }),
    foreignKey({
      name: 'order_materials_cost_code_phase_fk',
      columns: [t.companyId, t.costCodePhaseId],
      foreignColumns: [costCodePhases.companyId, costCodePhases.id],
    }),
    foreignKey({
      name: 'order_materials_tax_code_fk',
      columns: [t.companyId, t.taxCodeId],
      foreignColumns: [taxCodes.companyId, taxCodes.id],
    }),
    foreignKey({
      name: 'order_materials_tax_code_rate_fk',
      columns: [t.companyId, t.taxCodeRateId],
      foreignColumns: [taxCodeRates.companyId, taxCodeRates.id],
    }),
  ],
);
