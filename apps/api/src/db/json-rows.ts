import {
  getTableColumns,
  sql,
  type Column,
  type Placeholder,
  type SQL,
  type Table,
} from 'drizzle-orm';

/**
 * A table's rows read inside another statement, as JSON (decision 0112): each row is one
 * `json_build_array` of its columns in the schema's order, and `rowsFromJson` maps it back to the
 * row drizzle's select would have answered (its keys, and each column's `mapFromDriverValue`).
 *
 * A column JSON would change is sent as text, the way PostgreSQL writes it on the wire (what `pg`
 * hands drizzle): numerics (JSON numbers would drop their trailing zeros or digits) and timestamps.
 * The other column types the schema uses travel as JSON values drizzle maps the same way. Any
 * other type is refused when the statement is built, so a new column cannot be read wrong.
 */
const AS_JSON = new Set([
  'PgInteger',
  'PgSerial',
  'PgBigInt53',
  'PgBoolean',
  'PgText',
  'PgJsonb',
  'PgArray',
]);
const AS_TEXT = new Set(['PgNumeric', 'PgTimestamp']);

/** json_build_array takes at most 100 arguments. */
const MAX_VALUES = 100;

function columnsOf(table: Table): [string, Column][] {
  const columns = Object.entries(getTableColumns(table));
  for (const [key, column] of columns) {
    if (!AS_JSON.has(column.columnType) && !AS_TEXT.has(column.columnType)) {
      throw new Error(`${key}: ${column.columnType} is not read from JSON`);
    }
  }
  return columns;
}

/**
 * One row of `table` (as named in the statement's FROM) followed by `extra` values, as a JSON
 * array; `rowsFromJson` reads the row's part back and leaves the extras at their positions.
 */
export function jsonRowSql(table: Table, extra: SQL[] = []): SQL {
  const values = columnsOf(table).map(([, column]) =>
    AS_TEXT.has(column.columnType) ? sql`${column}::text` : sql`${column}`,
  );
  if (values.length + extra.length > MAX_VALUES) throw new Error('too many values for one row');
  return sql`json_build_array(${sql.join([...values, ...extra], sql`, `)})`;
}

/** The rows written by `jsonRowSql(table, extra)`: each as drizzle reads it, and its extras. */
export function rowsFromJson<T extends Table>(table: T) {
  const columns = columnsOf(table);
  return (rows: unknown[][]): { row: T['$inferSelect']; extra: unknown[] }[] =>
    rows.map((values) => {
      const row: Record<string, unknown> = {};
      columns.forEach(([key, column], i) => {
        const value = values[i];
        row[key] = value === null ? null : column.mapFromDriverValue(value);
      });
      return { row: row as T['$inferSelect'], extra: values.slice(columns.length) };
    });
}

/** A JSON array of the rows a select finds (`[]` when none), in its order. */
export const jsonArraySql = (row: SQL, orderBy: SQL, from: SQL): SQL<unknown[][]> =>
  sql<unknown[][]>`(select coalesce(json_agg(${row} order by ${orderBy}), '[]'::json) ${from})`;

/** What names the rows a JSON array reads: a value, a placeholder, or a column of the outer row. */
export type RowKey = number | Placeholder | SQL | Column;
