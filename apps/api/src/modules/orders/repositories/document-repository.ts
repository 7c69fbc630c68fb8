import {
  and,
  asc,
  eq,
  getTableColumns,
  inArray,
  is,
  isNull,
  SQL,
  sql,
  type Placeholder,
} from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { preparedPerDatabase } from '../../../db/prepared';
import { addresses, deliveries, orderMaterials, taxCodes, units } from '../../../db/schema/index';
import { costCodeLabelSql } from '../../materials/cost-code-labels';
import type { TenantScope, WorkScope } from '../../../platform/scope';

export type DeliveryRow = typeof deliveries.$inferSelect;
export type DeliveryInsert = Omit<typeof deliveries.$inferInsert, 'id' | 'companyId'>;
export type LineRow = typeof orderMaterials.$inferSelect;
export type LineInsert = Omit<typeof orderMaterials.$inferInsert, 'id' | 'companyId'>;

/** A delivery with the address it shows. */
export interface DeliveryView {
  delivery: DeliveryRow;
  address: { id: number; nickname: string | null; addressLine1: string } | null;
}

/** A line with the labels it shows (unit, cost code, tax code). */
export interface LineView {
  line: LineRow;
  unitLabel: string | null;
  unitMultiplier: string | null;
  costCodeLabel: string | null;
  taxCode: string | null;
}

export interface OrderDocumentRows {
  deliveries: DeliveryView[];
  lines: LineView[];
}

type Param = number | Placeholder;

function deliveriesQuery(db: Executor, companyId: Param, orderId: Param) {
  return db
    .select({
      delivery: deliveries,
      addressId: addresses.id,
      nickname: addresses.nickname,
      addressLine1: addresses.addressLine1,
    })
    .from(deliveries)
    .leftJoin(
      addresses,
      and(eq(addresses.companyId, deliveries.companyId), eq(addresses.id, deliveries.addressId)),
    )
    .where(
      and(
        eq(deliveries.companyId, companyId),
        eq(deliveries.orderId, orderId),
        isNull(deliveries.deletedAt),
      ),
    )
    .orderBy(asc(deliveries.position), asc(deliveries.id));
}

function linesQuery(db: Executor, companyId: Param, orderId: Param) {
  return db
    .select({
      line: orderMaterials,
      unitLabel: units.name,
      unitMultiplier: sql<string | null>`${units.multiplier}::text`,
      costCodeLabel: costCodeLabelSql(companyId, orderMaterials.costCodeId),
      taxCode: taxCodes.code,
    })
    .from(orderMaterials)
    .leftJoin(
      units,
      and(eq(units.companyId, orderMaterials.companyId), eq(units.id, orderMaterials.unitId)),
    )
    .leftJoin(
      taxCodes,
      and(
        eq(taxCodes.companyId, orderMaterials.companyId),
        eq(taxCodes.id, orderMaterials.taxCodeId),
      ),
    )
    .where(
      and(
        eq(orderMaterials.companyId, companyId),
        eq(orderMaterials.orderId, orderId),
        isNull(orderMaterials.deletedAt),
      ),
    )
    .orderBy(asc(orderMaterials.position), asc(orderMaterials.id));
}

/**
 * On the pool the two reads are prepared statements: building the lines' select (34 columns and
 * their joins) cost the server more CPU than PostgreSQL spent answering it (decision 0082).
 */
const preparedDocument = preparedPerDatabase((db) => {
  const companyId = sql.placeholder('companyId');
  const orderId = sql.placeholder('orderId');
  return {
    deliveries: deliveriesQuery(db, companyId, orderId).prepare('order_document_deliveries'),
    lines: linesQuery(db, companyId, orderId).prepare('order_document_lines'),
  };
});

/**
 * The order's deliveries and lines that are not deleted, in their order. A vendor's work scope
 * reads them too (the vendor portal, decision 0087): the caller checked the order was sent to it.
 */
export async function loadDocument(
  db: Executor,
  ctx: WorkScope,
  orderId: number,
): Promise<OrderDocumentRows> {
  const values = { companyId: ctx.companyId, orderId };
  const prepared = '$indexReads' in db ? preparedDocument(db as Database) : undefined;
  const [deliveryRows, lineRows] = await Promise.all([
    prepared ? prepared.deliveries.execute(values) : deliveriesQuery(db, ctx.companyId, orderId),
    prepared ? prepared.lines.execute(values) : linesQuery(db, ctx.companyId, orderId),
  ]);
  return {
    deliveries: deliveryRows.map((r) => ({
      delivery: r.delivery,
      address:
        r.addressId === null || r.addressLine1 === null
          ? null
          : { id: r.addressId, nickname: r.nickname, addressLine1: r.addressLine1 },
    })),
    lines: lineRows,
  };
}

export async function insertDeliveries(
  db: Executor,
  ctx: TenantScope,
  rows: DeliveryInsert[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(deliveries)
    .values(rows.map((row) => ({ ...row, companyId: ctx.companyId })))
    .returning({ id: deliveries.id });
  return inserted.map((r) => r.id);
}

export async function updateDelivery(
  db: Executor,
  ctx: TenantScope,
  id: number,
  values: Partial<DeliveryInsert>,
): Promise<void> {
  await db
    .update(deliveries)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(deliveries.companyId, ctx.companyId), eq(deliveries.id, id)));
}

export async function deleteDeliveries(
  db: Executor,
  ctx: TenantScope,
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(deliveries)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(deliveries.companyId, ctx.companyId), inArray(deliveries.id, ids)));
}

/**
 * The lines in one statement whatever their number: the rows travel as one JSON parameter read by
 * json_populate_recordset, because building 500 × 34 bound parameters cost the server more CPU
 * than PostgreSQL spent on the insert (decision 0058). Rows are grouped by the columns they set,
 * so a column a row leaves out keeps its default, as with a plain insert.
 */
export async function insertLines(
  db: Executor,
  ctx: TenantScope,
  rows: LineInsert[],
): Promise<void> {
  const columns: Record<string, { name: string }> = getTableColumns(orderMaterials);
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const record: Record<string, unknown> = { company_id: ctx.companyId };
    for (const [key, value] of Object.entries(row)) {
      if (value === undefined) continue;
      if (is(value, SQL)) throw new Error(`insertLines: ${key} must be a value`);
      record[columns[key]!.name] = value instanceof Date ? value.toISOString() : value;
    }
    const signature = Object.keys(record).join(',');
    const group = groups.get(signature);
    if (group) group.push(record);
    else groups.set(signature, [record]);
  }
  for (const [signature, records] of groups) {
    const names = sql.join(
      signature.split(',').map((name) => sql.identifier(name)),
      sql`, `,
    );
    await db.execute(sql`
      insert into ${orderMaterials} (${names})
      select ${names} from json_populate_recordset(null::order_materials, ${JSON.stringify(records)}::json)`);
  }
}

export async function updateLine(
  db: Executor,
  ctx: TenantScope,
  id: number,
  values: Partial<LineInsert>,
): Promise<void> {
  await db
    .update(orderMaterials)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(orderMaterials.companyId, ctx.companyId), eq(orderMaterials.id, id)));
}

/** Lines are never removed (decision 0024): deleted_at keeps their price history meaning. */
export async function deleteLines(db: Executor, ctx: TenantScope, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(orderMaterials)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orderMaterials.companyId, ctx.companyId), inArray(orderMaterials.id, ids)));
}
