import { and, eq, getTableColumns, inArray, is, SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { jsonArraySql, jsonRowSql, rowsFromJson, type RowKey } from '../../../db/json-rows';
import { preparedPerDatabase } from '../../../db/prepared';
import {
  addresses,
  companies,
  deliveries,
  orderMaterials,
  taxCodes,
  units,
} from '../../../db/schema/index';
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

type Param = RowKey;

const deliveryRows = rowsFromJson(deliveries);
const lineRows = rowsFromJson(orderMaterials);

/**
 * The order's deliveries that are not deleted, in their order, each with its address, as one JSON
 * array (decision 0112: read inside the statement of the order's header or alone).
 */
function deliveriesJsonSql(companyId: Param, orderId: Param): SQL<unknown[][]> {
  return jsonArraySql(
    jsonRowSql(deliveries, [
      sql`${addresses.id}`,
      sql`${addresses.nickname}`,
      sql`${addresses.addressLine1}`,
    ]),
    sql`${deliveries.position}, ${deliveries.id}`,
    sql`from ${deliveries}
      left join ${addresses}
        on ${addresses.companyId} = ${deliveries.companyId} and ${addresses.id} = ${deliveries.addressId}
      where ${deliveries.companyId} = ${companyId} and ${deliveries.orderId} = ${orderId}
        and ${deliveries.deletedAt} is null`,
  );
}

/** The order's lines that are not deleted, in their order, with their labels, as one JSON array. */
function linesJsonSql(companyId: Param, orderId: Param): SQL<unknown[][]> {
  return jsonArraySql(
    jsonRowSql(orderMaterials, [
      sql`${units.name}`,
      sql`${units.multiplier}::text`,
      costCodeLabelSql(companyId, orderMaterials.costCodeId),
      sql`${taxCodes.code}`,
    ]),
    sql`${orderMaterials.position}, ${orderMaterials.id}`,
    sql`from ${orderMaterials}
      left join ${units}
        on ${units.companyId} = ${orderMaterials.companyId} and ${units.id} = ${orderMaterials.unitId}
      left join ${taxCodes}
        on ${taxCodes.companyId} = ${orderMaterials.companyId} and ${taxCodes.id} = ${orderMaterials.taxCodeId}
      where ${orderMaterials.companyId} = ${companyId} and ${orderMaterials.orderId} = ${orderId}
        and ${orderMaterials.deletedAt} is null`,
  );
}

/** The document's two JSON arrays as fields of a select (the order's read adds them to its header). */
export const documentFields = (companyId: Param, orderId: Param) => ({
  deliveries: deliveriesJsonSql(companyId, orderId),
  lines: linesJsonSql(companyId, orderId),
});

/** The deliveries and lines read by `documentFields`, as the document's rows. */
export function documentOf(fields: {
  deliveries: unknown[][];
  lines: unknown[][];
}): OrderDocumentRows {
  return {
    deliveries: deliveryRows(fields.deliveries).map(({ row, extra: [id, nickname, line1] }) => ({
      delivery: row,
      address:
        id == null || line1 == null
          ? null
          : {
              id: id as number,
              nickname: nickname as string | null,
              addressLine1: line1 as string,
            },
    })),
    lines: lineRows(fields.lines).map(({ row, extra: [unit, multiplier, costCode, taxCode] }) => ({
      line: row,
      unitLabel: unit as string | null,
      unitMultiplier: multiplier as string | null,
      costCodeLabel: costCode as string | null,
      taxCode: taxCode as string | null,
    })),
  };
}

function documentQuery(db: Executor, companyId: Param, orderId: Param) {
  return db
    .select(documentFields(companyId, orderId))
    .from(companies)
    .where(eq(companies.id, companyId));
}

/** On the pool a prepared statement: built once, planned once per connection (decision 0082). */
const preparedDocument = preparedPerDatabase((db) =>
  documentQuery(db, sql.placeholder('companyId'), sql.placeholder('orderId')).prepare(
    'order_document',
  ),
);

/**
 * The order's deliveries and lines that are not deleted, in their order, in one statement. A
 * vendor's work scope reads them too (the vendor portal, decision 0087): the caller checked the
 * order was sent to it.
 */
export async function loadDocument(
  db: Executor,
  ctx: WorkScope,
  orderId: number,
): Promise<OrderDocumentRows> {
  const [row] =
    '$indexReads' in db
      ? await preparedDocument(db as Database).execute({ companyId: ctx.companyId, orderId })
      : await documentQuery(db, ctx.companyId, orderId);
  if (!row) throw new Error(`company ${ctx.companyId} not found`);
  return documentOf(row);
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
 * Rows as JSON records by the columns they set, so that a column a row leaves out keeps its
 * default, as with a plain insert. The rows travel as one JSON parameter read by
 * json_populate_recordset, because building 500 × 34 bound parameters cost the server more CPU
 * than PostgreSQL spent on the insert (decision 0058).
 */
function recordGroups(
  table: typeof deliveries | typeof orderMaterials,
  ctx: TenantScope,
  rows: readonly object[],
): Map<string, Record<string, unknown>[]> {
  const columns: Record<string, { name: string }> = getTableColumns(table);
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const record: Record<string, unknown> = { company_id: ctx.companyId };
    for (const [key, value] of Object.entries(row)) {
      if (value === undefined) continue;
      if (is(value, SQL)) throw new Error(`${key} must be a value`);
      // A key starting with $ travels beside the columns (a line's delivery position).
      const column = columns[key];
      if (!column && !key.startsWith('$')) throw new Error(`${key} is not a column`);
      record[column ? column.name : key] = value instanceof Date ? value.toISOString() : value;
    }
    const signature = Object.keys(record).join(',');
    const group = groups.get(signature);
    if (group) group.push(record);
    else groups.set(signature, [record]);
  }
  return groups;
}

/**
 * A list of columns as one raw chunk of SQL: drizzle rendering ~34 identifiers (and, below, as
 * many `r.column` expressions) at every call was the create's largest own cost in a CPU profile
 * (decision 0107). The names are the schema's column names.
 */
const quoted = (column: string) => `"${column.replaceAll('"', '""')}"`;
const names = (columns: string[]) => sql.raw(columns.map(quoted).join(', '));

/** The lines in one statement (per set of columns) whatever their number. */
export async function insertLines(
  db: Executor,
  ctx: TenantScope,
  rows: LineInsert[],
): Promise<void> {
  for (const [signature, records] of recordGroups(orderMaterials, ctx, rows)) {
    const columns = names(signature.split(','));
    await db.execute(sql`
      insert into ${orderMaterials} (${columns})
      select ${columns} from json_populate_recordset(null::order_materials, ${JSON.stringify(records)}::json)`);
  }
}

/** A line of a delivery inserted with it: its delivery is named by its position in the order. */
export type LineOfNewDelivery = Omit<LineInsert, 'deliveryId'> & {
  deliveryId?: number;
  deliveryPosition: number;
};

/**
 * New deliveries and new lines in one statement (decision 0107): the deliveries' inserts answer
 * their ids by position, and a line of a new delivery takes the id of its position (positions are
 * unique among one save's deliveries). A line of a stored delivery names its id.
 */
export async function insertDeliveriesWithLines(
  db: Executor,
  ctx: TenantScope,
  newDeliveries: DeliveryInsert[],
  lines: LineOfNewDelivery[],
): Promise<void> {
  if (newDeliveries.length === 0) {
    await insertLines(
      db,
      ctx,
      lines.map(({ deliveryPosition: _p, deliveryId, ...line }) => {
        if (deliveryId === undefined) throw new Error('a line names no stored delivery');
        return { ...line, deliveryId };
      }),
    );
    return;
  }
  const steps: SQL[] = [];
  const fresh: SQL[] = [];
  for (const [signature, records] of recordGroups(deliveries, ctx, newDeliveries)) {
    const name = sql.identifier(`deliveries_${fresh.length}`);
    const columns = names(signature.split(','));
    steps.push(sql`${name} as (insert into ${deliveries} (${columns})
      select ${columns} from json_populate_recordset(null::deliveries, ${JSON.stringify(records)}::json)
      returning id, position)`);
    fresh.push(sql`select id, position from ${name}`);
  }
  steps.push(sql`fresh as (${sql.join(fresh, sql` union all `)})`);
  const withPositions = lines.map(({ deliveryPosition, deliveryId, ...line }) => ({
    ...line,
    // Every record sets the column, so the lines of new and stored deliveries group together.
    deliveryId: deliveryId ?? null,
    $position: deliveryPosition,
  }));
  for (const [signature, records] of recordGroups(orderMaterials, ctx, withPositions)) {
    const columns = signature.split(',').filter((column) => column !== '$position');
    const values = columns.map((column) =>
      column === 'delivery_id' ? 'coalesce(r.delivery_id, fresh.id)' : `r.${quoted(column)}`,
    );
    // The positions travel beside the rows, zipped with them by ROWS FROM: one
    // json_populate_recordset for all the rows rather than a json_populate_record per row.
    const positions = records.map((record) => record.$position as number);
    for (const record of records) delete record.$position;
    steps.push(sql`${sql.identifier(`lines_${steps.length}`)} as (
      insert into ${orderMaterials} (${names(columns)})
      select ${sql.raw(values.join(', '))}
      from rows from (
        json_populate_recordset(null::order_materials, ${JSON.stringify(records)}::json),
        unnest(${sql.param(positions)}::int[])
      ) as r
      left join fresh on fresh.position = r.unnest)`);
  }
  await db.execute(sql`with ${sql.join(steps, sql`, `)} select count(*) from fresh`);
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
