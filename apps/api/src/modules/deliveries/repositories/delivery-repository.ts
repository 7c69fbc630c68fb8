import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  addresses,
  companyVendors,
  deliveries,
  orderMaterials,
  orders,
  projects,
  units,
  vendors,
} from '../../../db/schema/index';
import type { TenantScope } from '../../../platform/scope';

export type DeliveryRow = typeof deliveries.$inferSelect;
export type DeliveryUpdate = Partial<Omit<typeof deliveries.$inferInsert, 'id' | 'companyId'>>;

/** §3 best_guess_delivered_at as SQL: the calendar's index is on this expression (decision 0043). */
export const bestGuessAt = sql<Date | null>`coalesce(${deliveries.actualDeliveredAt}, ${deliveries.estimatedDeliveredAt}, ${deliveries.requestedDeliveredAt})`;

/** A delivery with the names of its order, project, vendor and address. */
export const deliveryView = {
  delivery: deliveries,
  orderNumber: orders.orderNumber,
  orderName: orders.name,
  orderState: orders.state,
  projectId: orders.projectId,
  projectName: projects.name,
  vendorName: vendors.name,
  addressNickname: addresses.nickname,
  addressLine1: addresses.addressLine1,
};

/** The joins of `deliveryView`, for a select over deliveries. */
export function withNames(db: Executor) {
  return db
    .select(deliveryView)
    .from(deliveries)
    .innerJoin(
      orders,
      and(eq(orders.companyId, deliveries.companyId), eq(orders.id, deliveries.orderId)),
    )
    .innerJoin(
      projects,
      and(eq(projects.companyId, orders.companyId), eq(projects.id, orders.projectId)),
    )
    .leftJoin(
      companyVendors,
      and(
        eq(companyVendors.companyId, orders.companyId),
        eq(companyVendors.id, orders.companyVendorId),
      ),
    )
    .leftJoin(vendors, eq(vendors.id, companyVendors.vendorId))
    .leftJoin(
      addresses,
      and(eq(addresses.companyId, deliveries.companyId), eq(addresses.id, deliveries.addressId)),
    );
}
export type DeliveryViewRow = Awaited<ReturnType<ReturnType<typeof withNames>['execute']>>[number];

/** The live deliveries of the company (not removed from their order). */
export const liveDeliveriesOf = (ctx: TenantScope) =>
  and(eq(deliveries.companyId, ctx.companyId), isNull(deliveries.deletedAt));

export async function findDeliveryView(
  db: Executor,
  ctx: TenantScope,
  id: number,
  visible: SQL | undefined,
): Promise<DeliveryViewRow | undefined> {
  const [row] = await withNames(db).where(
    and(liveDeliveriesOf(ctx), eq(deliveries.id, id), visible),
  );
  return row;
}

/** Just the delivery's order and state (the record check of the /:id routes). */
export async function findDeliveryHead(
  db: Executor,
  ctx: TenantScope,
  id: number,
  visible: SQL | undefined,
) {
  const [row] = await db
    .select({ id: deliveries.id, orderId: deliveries.orderId })
    .from(deliveries)
    .innerJoin(
      orders,
      and(eq(orders.companyId, deliveries.companyId), eq(orders.id, deliveries.orderId)),
    )
    .where(and(liveDeliveriesOf(ctx), eq(deliveries.id, id), visible));
  return row;
}

export async function lockDelivery(db: Executor, ctx: TenantScope, id: number) {
  const [row] = await db
    .select()
    .from(deliveries)
    .where(and(liveDeliveriesOf(ctx), eq(deliveries.id, id)))
    .for('update');
  return row;
}

export async function updateDelivery(
  db: Executor,
  ctx: TenantScope,
  id: number,
  values: DeliveryUpdate,
) {
  const [row] = await db
    .update(deliveries)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(deliveries.companyId, ctx.companyId), eq(deliveries.id, id)))
    .returning();
  if (!row) throw new Error('update deliveries returned nothing');
  return row;
}

/** The states of an order's live deliveries and whether each has an open issue. */
export async function standingsOfOrder(db: Executor, ctx: TenantScope, orderId: number) {
  return db
    .select({
      state: deliveries.state,
      issueType: deliveries.deliveryIssueType,
      resolvedAt: deliveries.deliveryIssueResolvedAt,
    })
    .from(deliveries)
    .where(and(liveDeliveriesOf(ctx), eq(deliveries.orderId, orderId)));
}

/** The live lines of deliveries, in their order, with their unit's name. */
export async function linesOf(db: Executor, ctx: TenantScope, deliveryIds: number[], lock = false) {
  if (deliveryIds.length === 0) return [];
  const query = db
    .select({
      id: orderMaterials.id,
      deliveryId: orderMaterials.deliveryId,
      description: orderMaterials.description,
      productIdentifier: orderMaterials.productIdentifier,
      unitName: sql<string | null>`coalesce(${units.name}, ${orderMaterials.unitName})`,
      quantity: orderMaterials.quantity,
      quantityDelivered: orderMaterials.quantityDelivered,
      unitCost: orderMaterials.unitCost,
      extendedCost: orderMaterials.extendedCost,
    })
    .from(orderMaterials)
    .leftJoin(
      units,
      and(eq(units.companyId, orderMaterials.companyId), eq(units.id, orderMaterials.unitId)),
    )
    .where(
      and(
        eq(orderMaterials.companyId, ctx.companyId),
        inArray(orderMaterials.deliveryId, deliveryIds),
        isNull(orderMaterials.deletedAt),
      ),
    )
    .orderBy(asc(orderMaterials.position), asc(orderMaterials.id));
  return lock ? query.for('update', { of: orderMaterials }) : query;
}
export type DeliveryLineRow = Awaited<ReturnType<typeof linesOf>>[number];

/**
 * Writes the received quantities of many lines in one statement (a 200-line truck is one round
 * trip): `update … from unnest(ids, quantities)`.
 */
export async function setDeliveredQuantities(
  db: Executor,
  ctx: TenantScope,
  lines: { id: number; quantityDelivered: string }[],
) {
  if (lines.length === 0) return;
  const ids = lines.map((l) => l.id);
  const quantities = lines.map((l) => l.quantityDelivered);
  await db.execute(sql`update ${orderMaterials} set quantity_delivered = v.q, updated_at = now()
    from unnest(${sql.param(ids)}::int[], ${sql.param(quantities)}::numeric[]) as v(id, q)
    where ${orderMaterials.companyId} = ${ctx.companyId} and ${orderMaterials.id} = v.id`);
}
