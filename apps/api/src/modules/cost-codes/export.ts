import type { FastifyReply } from 'fastify';
import { toCsv, toXlsx, type Cell } from '../../platform/spreadsheet';

const TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Sends rows as a CSV or XLSX download named `{name}.{format}`. */
export function sendSheet(
  reply: FastifyReply,
  format: 'csv' | 'xlsx',
  name: string,
  rows: Cell[][],
) {
  const body = format === 'csv' ? toCsv(rows) : Buffer.from(toXlsx(name, rows));
  return reply
    .header('content-type', TYPES[format])
    .header('content-disposition', `attachment; filename="${name}.${format}"`)
    .send(body);
}
