import { Readable } from 'node:stream';
import writeXlsxFile from 'write-excel-file/node';
import type {
  OrderExportRequest,
  OrderListRecord,
  OrderMaterialExportRequest,
  OrderMaterialListRecord,
} from '@laydown/contracts';
import type { Executor } from '../../../db/client';
import type { TenantScope } from '../../../platform/scope';
import { toCsv } from '../../../platform/spreadsheet';
import { canViewCosts } from '../policy';
import { presentedOrderRows } from './list-consolidated-orders';
import { presentedOrderMaterialRows } from './list-order-materials';

/**
 * POST /consolidated_orders/export and POST /consolidated_order_materials/export (decision
 * 0048): the list's search, filters and sort as a CSV or XLSX file, costs left out without
 * can_view_costs. Rows are read in windows of READ_WINDOW, at most EXPORT_LIMIT of them: a CSV is
 * streamed window by window, an XLSX (a zip written at the end) holds at most EXPORT_LIMIT rows.
 */

export const ORDER_EXPORT_LIMIT = 10_000;
const READ_WINDOW = 1_000;

type Format = 'csv' | 'xlsx';
type Value = string | number | null;
interface Column<R> {
  title: string;
  value: (record: R) => Value;
  /** Money: only for a reader with can_view_costs (§6). */
  cost?: boolean;
}

const number = (value: string | null | undefined) =>
  value === null || value === undefined ? null : Number(value);
const date = (iso: string) => iso.slice(0, 10);

const ORDER_COLUMNS: Column<OrderListRecord>[] = [
  { title: 'Number', value: (o) => o.order_number },
  { title: 'Name', value: (o) => o.name },
  { title: 'Project', value: (o) => o.project_name },
  { title: 'Vendor', value: (o) => o.vendor_name },
  { title: 'Status', value: (o) => o.badge },
  { title: 'Tags', value: (o) => o.tags.join(', ') },
  { title: 'Created', value: (o) => date(o.created_at) },
  { title: 'Updated', value: (o) => date(o.updated_at) },
  { title: 'Materials total', value: (o) => number(o.materials_total), cost: true },
];

const LINE_COLUMNS: Column<OrderMaterialListRecord>[] = [
  { title: 'Order number', value: (l) => l.order_number },
  { title: 'Order name', value: (l) => l.order_name },
  { title: 'Project', value: (l) => l.project_name },
  { title: 'Vendor', value: (l) => l.vendor_name },
  { title: 'State', value: (l) => l.state },
  { title: 'Description', value: (l) => l.description },
  { title: 'Product ID', value: (l) => l.product_identifier },
  { title: 'Quantity', value: (l) => number(l.quantity) },
  { title: 'Quantity delivered', value: (l) => number(l.quantity_delivered) },
  { title: 'Unit', value: (l) => l.unit_name },
  { title: 'Unit cost', value: (l) => number(l.unit_cost), cost: true },
  { title: 'Extended cost', value: (l) => number(l.extended_cost), cost: true },
  { title: 'Created', value: (l) => date(l.created_at) },
];

type ReadWindow<R> = (window: { limit: number; offset: number }) => Promise<R[]>;

/** The rows of the list, window by window, up to the export limit. */
async function* windows<R>(read: ReadWindow<R>): AsyncGenerator<R[]> {
  for (let offset = 0; offset < ORDER_EXPORT_LIMIT; offset += READ_WINDOW) {
    const rows = await read({ limit: Math.min(READ_WINDOW, ORDER_EXPORT_LIMIT - offset), offset });
    if (rows.length > 0) yield rows;
    if (rows.length < READ_WINDOW) return;
  }
}

export interface ExportFile {
  filename: string;
  contentType: string;
  /** A CSV streams; an XLSX is one buffer of at most ORDER_EXPORT_LIMIT rows. */
  body: Readable | Buffer;
}

const CONTENT_TYPES: Record<Format, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

async function sheet<R>(
  scope: TenantScope,
  format: Format,
  name: string,
  allColumns: Column<R>[],
  read: ReadWindow<R>,
): Promise<ExportFile> {
  const costs = canViewCosts(scope);
  const columns = allColumns.filter((column) => costs || !column.cost);
  const cells = (record: R) => columns.map((column) => column.value(record));
  const file = { filename: `${name}.${format}`, contentType: CONTENT_TYPES[format] };
  if (format === 'csv') {
    async function* csv() {
      // A byte-order mark so spreadsheet programs read the file as UTF-8.
      yield `\uFEFF${toCsv([columns.map((column) => column.title)])}`;
      for await (const rows of windows(read)) yield toCsv(rows.map(cells));
    }
    return { ...file, body: Readable.from(csv()) };
  }
  const data = [columns.map((column) => ({ value: column.title, fontWeight: 'bold' as const }))];
  for await (const rows of windows(read)) {
    for (const record of rows) {
      data.push(
        cells(record).map((value) =>
          typeof value === 'number' ? { value, type: Number } : { value: value ?? '' },
        ) as never,
      );
    }
  }
  return { ...file, body: await writeXlsxFile(data, { sheet: name }).toBuffer() };
}

export function exportOrders(db: Executor, scope: TenantScope, request: OrderExportRequest) {
  const { format, ...query } = request;
  return sheet(scope, format, 'orders', ORDER_COLUMNS, (window) =>
    presentedOrderRows(db, scope, query, window),
  );
}

export function exportOrderMaterials(
  db: Executor,
  scope: TenantScope,
  request: OrderMaterialExportRequest,
) {
  const { format, ...query } = request;
  return sheet(scope, format, 'order_materials', LINE_COLUMNS, (window) =>
    presentedOrderMaterialRows(db, scope, query, window),
  );
}
