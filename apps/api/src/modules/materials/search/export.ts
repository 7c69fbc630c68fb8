import writeXlsxFile from 'write-excel-file/node';
import type { CompanyMaterialRecord } from '@laydown/contracts';

/** Rows an export holds at most; a larger list is narrowed by search and filters first. */
export const EXPORT_LIMIT = 10_000;

const COLUMNS: [string, (m: CompanyMaterialRecord) => string][] = [
  ['Description', (m) => m.description],
  ['Product ID', (m) => m.product_identifier ?? ''],
  ['Manufacturer', (m) => m.manufacturer ?? ''],
  ['Material', (m) => m.material ?? ''],
  ['Group', (m) => m.group ?? ''],
  ['Sub group', (m) => m.sub_group ?? ''],
  ['Size', (m) => m.size ?? ''],
  ['Connection type', (m) => m.connection_type ?? ''],
  ['Unit', (m) => m.unit_name ?? ''],
  ['Weight', (m) => m.weight ?? ''],
  ['Price per weight', (m) => m.price_per_weight ?? ''],
  ['Tags', (m) => m.tags.join(', ')],
  ['Active', (m) => (m.active ? 'Yes' : 'No')],
  ['Catalog', (m) => (m.is_catalog ? 'Yes' : 'No')],
];

/**
 * A spreadsheet program runs a cell starting with = + - @ as a formula; such text is prefixed with
 * an apostrophe so an exported description can never execute (CSV injection).
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvCell(value: string): string {
  const safe = safeCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(materials: CompanyMaterialRecord[]): string {
  const lines = [
    COLUMNS.map(([title]) => csvCell(title)).join(','),
    ...materials.map((m) => COLUMNS.map(([, value]) => csvCell(value(m))).join(',')),
  ];
  // A byte-order mark so spreadsheet programs read the file as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function toXlsx(materials: CompanyMaterialRecord[]): Promise<Buffer> {
  const header = COLUMNS.map(([title]) => ({ value: title, fontWeight: 'bold' as const }));
  const rows = materials.map((m) => COLUMNS.map(([, value]) => ({ value: value(m) })));
  return writeXlsxFile([header, ...rows], { sheet: 'Materials' }).toBuffer();
}
