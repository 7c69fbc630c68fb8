import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  SENT_TO_VENDOR_STATES,
  VENDOR_READABLE_CANCELLED_SUB_STATES,
  type OrderState,
} from '@laydown/domain';
import type { Executor } from '../../../db/client';
import {
  companies,
  companyVendors,
  deliveries,
  orderMaterials,
  orders,
  projects,
  quoteIssueReports,
  taxCodeRates,
  units,
  vendors,
} from '../../../db/schema/index';
import type { VendorScope, VendorWorkScope, WorkScope } from '../../../platform/scope';

/**
 * The vendor portal's reads and writes (decision 0087). The vendor is the tenant: an order is the
 * vendor's when its company vendor is the user's vendor and it was sent (SENT_TO_VENDOR_STATES,
 * decision 0073). Writes take the VendorWorkScope the caller made after that check.
 */

/** Sent to the vendor, or cancelled after it was sent (the portal still shows those). */
const readableByVendor = (vendorId: number) =>
  and(
    eq(companyVendors.vendorId, vendorId),
    or(
      inArray(orders.state, [...SENT_TO_VENDOR_STATES]),
      and(
        eq(orders.state, 'CANCELLED'),
        or(
          inArray(orders.subState, [...VENDOR_READABLE_CANCELLED_SUB_STATES]),
          // A cancellation that was requested: only a confirmed order, so one that was sent.
          isNotNull(orders.cancellationRequestedAt),
        ),
      ),
    ),
  );

const summaryColumns = {
  id: orders.id,
  companyId: orders.companyId,
  orderNumber: orders.orderNumber,
  name: orders.name,
  state: orders.state,
  subState: orders.subState,
  quoteExpiresAt: orders.quoteExpiresAt,
  updatedAt: orders.updatedAt,
  companyName: companies.name,
  projectName: projects.name,
};

function vendorOrdersFrom<T extends Record<string, unknown>>(db: Executor, columns: T) {
  return db
    .select(columns as never)
    .from(orders)
    .innerJoin(
      companyVendors,
      and(
        eq(companyVendors.companyId, orders.companyId),
        eq(companyVendors.id, orders.companyVendorId),
      ),
    )
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(
      projects,
      and(eq(projects.companyId, orders.companyId), eq(projects.id, orders.projectId)),
    );
}

export interface VendorListFilter {
  search?: string | undefined;
  state?: OrderState | undefined;
  /** The last change's order: the latest first unless 'asc'. */
  direction?: 'asc' | 'desc' | undefined;
  limit: number;
  offset: number;
}

/** GET /vendor_orders: the vendor's documents, the latest change first. */
export async function listVendorOrders(
  db: Executor,
  vendor: VendorScope,
  filter: VendorListFilter,
) {
  const conditions: (SQL | undefined)[] = [readableByVendor(vendor.vendorId)];
  if (filter.state) conditions.push(eq(orders.state, filter.state));
  if (filter.search) {
    const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(orders.orderNumber, like),
        ilike(orders.name, like),
        ilike(projects.name, like),
        ilike(companies.name, like),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    vendorOrdersFrom(db, summaryColumns)
      .where(where)
      .orderBy(
        ...(filter.direction === 'asc'
          ? [asc(orders.updatedAt), asc(orders.id)]
          : [desc(orders.updatedAt), desc(orders.id)]),
      )
      .limit(filter.limit)
      .offset(filter.offset) as unknown as Promise<VendorOrderSummaryRow[]>,
    vendorOrdersFrom(db, { total: count() }).where(where) as unknown as Promise<
      { total: number }[]
    >,
  ]);
  return { rows, total: total?.total ?? 0 };
}

export interface VendorOrderSummaryRow {
  id: number;
  companyId: number;
  orderNumber: string;
  name: string;
  state: string;
  subState: string | null;
  quoteExpiresAt: Date | null;
  updatedAt: Date;
  companyName: string;
  projectName: string;
}

export type VendorOrderHeaderRow = VendorOrderSummaryRow & {
  notes: string | null;
  confirmedAt: Date | null;
  cancellationRequestedAt: Date | null;
  cancellationReason: string | null;
  vendorName: string;
};

/** One document's header, when it was sent to the vendor. */
export async function findVendorOrderHeader(
  db: Executor,
  vendor: VendorScope,
  id: number,
): Promise<VendorOrderHeaderRow | undefined> {
  const rows = (await vendorOrdersFrom(db, {
    ...summaryColumns,
    notes: orders.notes,
    confirmedAt: orders.confirmedAt,
    cancellationRequestedAt: orders.cancellationRequestedAt,
    cancellationReason: orders.cancellationReason,
    vendorName: vendors.name,
  })
    .innerJoin(vendors, eq(vendors.id, companyVendors.vendorId))
    .where(
      and(eq(orders.id, id), readableByVendor(vendor.vendorId)),
    )) as unknown as VendorOrderHeaderRow[];
  return rows[0];
}

/** The company's units (for a Changed Units answer). */
export async function listCompanyUnits(db: Executor, scope: VendorWorkScope) {
  return db
    .select({
      id: units.id,
      name: units.name,
      multiplier: units.multiplier,
      qtyIncrement: units.qtyIncrement,
    })
    .from(units)
    .where(eq(units.companyId, scope.companyId))
    .orderBy(asc(units.name), asc(units.id));
}

/**
 * The lines an answer or a decision names, locked, with what their money needs (the unit's
 * factors and the tax rate). The vendor's and the purchaser's writes both read them.
 */
export async function findLinesForAnswer(
  db: Executor,
  scope: WorkScope,
  orderId: number,
  lineIds: number[],
) {
  return db
    .select({
      line: orderMaterials,
      rate: taxCodeRates.rate,
      unit: { multiplier: units.multiplier, qtyIncrement: units.qtyIncrement },
    })
    .from(orderMaterials)
    .leftJoin(
      units,
      and(eq(units.companyId, orderMaterials.companyId), eq(units.id, orderMaterials.unitId)),
    )
    .leftJoin(
      taxCodeRates,
      and(
        eq(taxCodeRates.companyId, orderMaterials.companyId),
        eq(taxCodeRates.id, orderMaterials.taxCodeRateId),
      ),
    )
    .where(
      and(
        eq(orderMaterials.companyId, scope.companyId),
        eq(orderMaterials.orderId, orderId),
        inArray(orderMaterials.id, lineIds),
        sql`${orderMaterials.deletedAt} is null`,
      ),
    )
    .for('update', { of: orderMaterials });
}

export async function updateVendorLine(
  db: Executor,
  scope: WorkScope,
  lineId: number,
  values: Partial<typeof orderMaterials.$inferInsert>,
) {
  await db
    .update(orderMaterials)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(orderMaterials.companyId, scope.companyId), eq(orderMaterials.id, lineId)));
}

/** The order's state change from a vendor call, with the call's own stamps. */
export async function updateVendorOrder(
  db: Executor,
  scope: VendorWorkScope,
  orderId: number,
  values: Partial<typeof orders.$inferInsert>,
) {
  await db
    .update(orders)
    .set(values)
    .where(and(eq(orders.companyId, scope.companyId), eq(orders.id, orderId)));
}

/** The deliveries a shipment marks: the one named, or every one not yet delivered. */
export async function shipDeliveries(
  db: Executor,
  scope: VendorWorkScope,
  orderId: number,
  values: {
    deliveryId?: number | undefined;
    carrier: string;
    trackingNumber: string | null;
    estimatedDeliveredAt: Date | null;
  },
): Promise<number[]> {
  const now = new Date();
  const rows = await db
    .update(deliveries)
    .set({
      state: 'SHIPPED',
      carrier: values.carrier,
      trackingNumber: values.trackingNumber,
      estimatedDeliveredAt: values.estimatedDeliveredAt,
      shippedAt: now,
      markedShippedAt: now,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(deliveries.companyId, scope.companyId),
        eq(deliveries.orderId, orderId),
        sql`${deliveries.deletedAt} is null`,
        inArray(deliveries.state, ['UNSCHEDULED', 'REQUESTED', 'SCHEDULED', 'SHIPPED']),
        values.deliveryId === undefined ? undefined : eq(deliveries.id, values.deliveryId),
      ),
    )
    .returning({ id: deliveries.id });
  return rows.map((row) => row.id);
}

/** The order's deliveries not shipped nor delivered yet (a partial shipment leaves some). */
export async function countUnshippedDeliveries(
  db: Executor,
  scope: VendorWorkScope,
  orderId: number,
): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.companyId, scope.companyId),
        eq(deliveries.orderId, orderId),
        sql`${deliveries.deletedAt} is null`,
        inArray(deliveries.state, ['UNSCHEDULED', 'REQUESTED', 'SCHEDULED']),
      ),
    );
  return row?.open ?? 0;
}

export async function insertQuoteIssue(
  db: Executor,
  values: typeof quoteIssueReports.$inferInsert,
) {
  const [row] = await db.insert(quoteIssueReports).values(values).returning();
  return row!;
}
