import {
  charWidthOf,
  columnOf,
  columnsOfHeader,
  hasQuantityColumn,
  mayBeHeader,
  withSecondHeaderLine,
  type Column,
  type ColumnKind,
} from './ticket-columns';
import { parseTicketQuantity } from './ticket-values';
import type { TextRow } from './ticket-types';

/** How many rows under a header are looked at to tell what a spoilt title's column holds. */
const SAMPLE_ROWS = 12;

/** A second header line ('ORD' under 'QTY') names a title and holds no digit, as data rows do. */
function isSecondHeaderLine(row: TextRow): boolean {
  return (
    !row.words.some((word) => /\d/.test(word.text)) &&
    columnsOfHeader(row).some((column) => column.kind !== 'unknown')
  );
}

function isNumberCell(text: string): boolean {
  return parseTicketQuantity(text) !== null && text.replace(/[^A-Za-z]/g, '').length <= 1;
}

/**
 * Gives each column whose title OCR spoilt ('qr', 'frm') a kind from what its cells hold: a
 * column of numbers takes the first quantity the table lacks, in the order tickets print them
 * (ordered, shipped, back-ordered; a lone one is the quantity); a column of words left of the
 * description, when there is no code column, is the code. Anything else stays unknown and is
 * not read.
 */
function inferUnknownColumns(columns: Column[], sample: TextRow[]): Column[] {
  const cells = new Map<Column, string[]>();
  for (const row of sample) {
    const charWidth = charWidthOf(row.words);
    const byColumn = new Map<Column, string>();
    for (const word of row.words) {
      const column = columnOf(word, columns, charWidth);
      if (column) byColumn.set(column, `${byColumn.get(column) ?? ''}${word.text}`);
    }
    for (const [column, text] of byColumn) cells.set(column, [...(cells.get(column) ?? []), text]);
  }
  const kinds = new Set(columns.map((column) => column.kind));
  const numeric = columns.filter((column) => {
    const texts = cells.get(column) ?? [];
    return (
      column.kind === 'unknown' &&
      texts.length > 0 &&
      texts.filter(isNumberCell).length >= 0.6 * texts.length
    );
  });
  const missing: ColumnKind[] =
    numeric.length === 1 && !hasQuantityColumn(columns)
      ? ['quantity']
      : (['ordered', 'shipped', 'backordered'] as const).filter((kind) => !kinds.has(kind));
  const description = columns.find((column) => column.kind === 'description');
  return columns.map((column) => {
    if (column.kind !== 'unknown') return column;
    if (numeric.includes(column)) {
      const kind = missing.shift();
      return kind ? { ...column, kind } : column;
    }
    const codeColumn = !kinds.has('identifier') && description && column.right < description.left;
    return codeColumn && (cells.get(column)?.length ?? 0) > 0
      ? { ...column, kind: 'identifier' }
      : column;
  });
}

/** The header of a page's item table and the index of the first row under it, or null. */
export function findHeader(rows: TextRow[]): { columns: Column[]; next: number } | null {
  for (let i = 0; i < rows.length; i += 1) {
    let columns = columnsOfHeader(rows[i] as TextRow);
    if (!mayBeHeader(columns)) continue;
    let next = i + 1;
    const below = rows[next];
    if (below && isSecondHeaderLine(below)) {
      columns = withSecondHeaderLine(columns, columnsOfHeader(below));
      next += 1;
    }
    columns = inferUnknownColumns(columns, rows.slice(next, next + SAMPLE_ROWS));
    if (hasQuantityColumn(columns)) return { columns, next };
  }
  return null;
}
