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
