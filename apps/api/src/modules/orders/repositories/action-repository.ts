import { and, asc, eq, inArray, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { jsonArraySql, jsonRowSql, rowsFromJson, type RowKey } from '../../../db/json-rows';
import {
  commitmentMaterials,
  commitments,
  deliveries,
  orderInternalComments,
  orderMaterials,
  orderPackages,
  orders,
} from '../../../db/schema/index';
import type { TenantScope } from '../../../platform/scope';

/** SQL of the order actions that copy, move and note (decision 0050); no rules here. */

type LineRow = typeof orderMaterials.$inferSelect;
type DeliveryRow = typeof deliveries.$inferSelect;

/**
 * A line as a new row: the same values, a new order and delivery. A `fresh` copy (a duplicate, a
 * new draft) leaves behind what happened to the first one: receipts, vendor answers, commitment.
 */
function lineCopy(
  line: LineRow,
  orderId: number,
  deliveryId: number,
  position: number,
  fresh: boolean,
) {
  const { id: _id, createdAt: _c, updatedAt: _u, deletedAt: _d, ...values } = line;
  const reset = fresh
    ? {
        quantityDelivered: '0',
        prevQuantity: null,
        prevUnitId: null,
        vendorNote: null,
        vendorResponse: [],
        changedUnitCostByVendor: false,
        commitmentMaterialId: null,
        commitmentNote: null,
        state: 'NONE',
      }
    : {};
  return { ...values, ...reset, orderId, deliveryId, position };
}

function deliveryCopy(delivery: DeliveryRow, orderId: number, fresh: boolean) {
  const { id: _id, createdAt: _c, updatedAt: _u, deletedAt: _d, ...values } = delivery;
  const reset = fresh
    ? {
        state: 'UNSCHEDULED',
        status: null,
        estimatedDeliveredAt: null,
        actualDeliveredAt: null,
        markedDeliveredAt: null,
        markedDeliveredByCompanyUserId: null,
        markedShippedAt: null,
        shippedAt: null,
        trackingNumber: null,
        incompleteItems: null,
        deliveryIssues: null,
        deliveryIssueType: null,
        deliveryIssueResolvedAt: null,
        deliveryIssueResolvedByCompanyUserId: null,
      }
    : {};
  return { ...values, ...reset, orderId };
}

/** The order's lines that are not deleted, in their order. */
export async function liveLines(
  db: Executor,
  ctx: TenantScope,
  orderIds: number[],
): Promise<LineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderMaterials)
    .where(
      and(
        eq(orderMaterials.companyId, ctx.companyId),
        inArray(orderMaterials.orderId, orderIds),
        isNull(orderMaterials.deletedAt),
      ),
    )
    .orderBy(asc(orderMaterials.orderId), asc(orderMaterials.position), asc(orderMaterials.id));
}

export async function liveDeliveries(
  db: Executor,
  ctx: TenantScope,
  orderId: number,
): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(deliveries)
    .where(
      and(
        eq(deliveries.companyId, ctx.companyId),
        eq(deliveries.orderId, orderId),
        isNull(deliveries.deletedAt),
      ),
    )
    .orderBy(asc(deliveries.position), asc(deliveries.id));
}

/**
 * Copies deliveries of one order, with the given lines of each, into another order (duplicate,
 * split). A delivery none of whose lines is copied is left out unless `keepEmpty`.
 */
export async function copyDeliveries(
  db: Executor,
  ctx: TenantScope,
  from: { deliveries: DeliveryRow[]; lines: LineRow[]; keepEmpty: boolean; fresh: boolean },
  toOrderId: number,
): Promise<number> {
  let position = 0;
  let copied = 0;
  for (const delivery of from.deliveries) {
    const lines = from.lines.filter((l) => l.deliveryId === delivery.id);
    if (lines.length === 0 && !from.keepEmpty) continue;
    const [row] = await db
      .insert(deliveries)
      .values({
        ...deliveryCopy(delivery, toOrderId, from.fresh),
        position,
        companyId: ctx.companyId,
      })
      .returning({ id: deliveries.id });
    position += 1;
    if (!row) throw new Error('insert deliveries returned nothing');
    if (lines.length > 0) {
      await db.insert(orderMaterials).values(
        lines.map((l, i) => ({
          ...lineCopy(l, toOrderId, row.id, i, from.fresh),
          companyId: ctx.companyId,
        })),
      );
      copied += lines.length;
    }
  }
  return copied;
}

/** Appends lines (of other orders) to a delivery of the target order, after its own lines. */
export async function appendLines(
  db: Executor,
  ctx: TenantScope,
  lines: LineRow[],
  toOrderId: number,
  toDeliveryId: number,
  firstPosition: number,
): Promise<void> {
  if (lines.length === 0) return;
  await db.insert(orderMaterials).values(
    lines.map((l, i) => ({
      ...lineCopy(l, toOrderId, toDeliveryId, firstPosition + i, false),
      companyId: ctx.companyId,
    })),
  );
}

export type InternalCommentRow = typeof orderInternalComments.$inferSelect;
type CommentSubject = { orderId: number } | { orderPackageId: number };

export async function insertInternalComment(
  db: Executor,
  ctx: TenantScope,
  subject: CommentSubject,
  values: {
    authorCompanyUserId: number | null;
    authorName: string;
    comment: string;
    userIds: number[];
  },
): Promise<void> {
  await db
    .insert(orderInternalComments)
    .values({ ...subject, ...values, companyId: ctx.companyId });
}

/** The internal comments of an order or a package, oldest first. */
export async function internalComments(
  db: Executor,
  ctx: TenantScope,
  subject: CommentSubject,
): Promise<InternalCommentRow[]> {
  const on =
    'orderId' in subject
      ? eq(orderInternalComments.orderId, subject.orderId)
      : eq(orderInternalComments.orderPackageId, subject.orderPackageId);
  return commentsQuery(db, ctx.companyId, on);
}

function commentsQuery(db: Executor, companyId: number | Placeholder, on: SQL) {
  return db
    .select()
    .from(orderInternalComments)
    .where(and(eq(orderInternalComments.companyId, companyId), on))
    .orderBy(asc(orderInternalComments.createdAt), asc(orderInternalComments.id));
}

const commentRows = rowsFromJson(orderInternalComments);

/** An order's internal comments, oldest first, as one JSON array read with the order (decision 0112). */
export const orderCommentsJsonSql = (companyId: RowKey, orderId: RowKey): SQL<unknown[][]> =>
  jsonArraySql(
    jsonRowSql(orderInternalComments),
    sql`${orderInternalComments.createdAt}, ${orderInternalComments.id}`,
    sql`from ${orderInternalComments}
      where ${orderInternalComments.companyId} = ${companyId}
        and ${orderInternalComments.orderId} = ${orderId}`,
  );

/** The comments read by `orderCommentsJsonSql`. */
export const commentsFromJson = (rows: unknown[][]): InternalCommentRow[] =>
  commentRows(rows).map(({ row }) => row);

export type PackageRow = typeof orderPackages.$inferSelect;

export async function findPackage(
  db: Executor,
  ctx: TenantScope,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<PackageRow | undefined> {
  const query = db
    .select()
    .from(orderPackages)
    .where(and(eq(orderPackages.companyId, ctx.companyId), eq(orderPackages.id, id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function renamePackage(db: Executor, ctx: TenantScope, id: number, name: string) {
  await db
    .update(orderPackages)
    .set({ name, updatedAt: sql`now()` })
    .where(and(eq(orderPackages.companyId, ctx.companyId), eq(orderPackages.id, id)));
}

/** The ids of a package's orders, oldest first. */
export async function packageOrderIds(db: Executor, ctx: TenantScope, packageId: number) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.companyId, ctx.companyId), eq(orders.orderPackageId, packageId)))
    .orderBy(asc(orders.id));
  return rows.map((r) => r.id);
}

export type CommitmentRow = typeof commitments.$inferSelect;
export type CommitmentMaterialRow = typeof commitmentMaterials.$inferSelect;

/** A material commitment and its rows, made from an order's lines. */
export async function insertCommitment(
  db: Executor,
  ctx: TenantScope,
  values: Omit<typeof commitments.$inferInsert, 'id' | 'companyId'>,
  lines: LineRow[],
): Promise<{ commitment: CommitmentRow; materials: CommitmentMaterialRow[] }> {
  const [commitment] = await db
    .insert(commitments)
    .values({ ...values, companyId: ctx.companyId })
    .returning();
  if (!commitment) throw new Error('insert commitments returned nothing');
  const materials =
    lines.length === 0
      ? []
      : await db
          .insert(commitmentMaterials)
          .values(
            lines.map((line, position) => ({
              companyId: ctx.companyId,
              commitmentId: commitment.id,
              position,
              companyMaterialId: line.companyMaterialId,
              orderMaterialId: line.id,
              description: line.description,
              quantity: line.quantity,
              unitId: line.unitId,
              unitName: line.unitName,
              unitCost: line.unitCost,
              costCodeId: line.costCodeId,
              costCodePhaseId: line.costCodePhaseId,
            })),
          )
          .returning();
  for (const material of materials) {
    if (material.orderMaterialId === null) continue;
    await db
      .update(orderMaterials)
      .set({ commitmentMaterialId: material.id })
      .where(
        and(
          eq(orderMaterials.companyId, ctx.companyId),
          eq(orderMaterials.id, material.orderMaterialId),
        ),
      );
  }
  return { commitment, materials };
}
