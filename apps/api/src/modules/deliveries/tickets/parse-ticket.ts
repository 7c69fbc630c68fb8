import { toDecimal } from '@laydown/domain';
import { findHeader } from './find-header';
import { charWidthOf, columnOf, type Column, type ColumnKind } from './ticket-columns';
import { cleanIdentifier, parseTicketQuantity } from './ticket-values';
import type { TextRow, TicketLine, TicketPage } from './ticket-types';

/** Where an item table ends: totals, signatures and remarks below it are not items. */
const TABLE_END = /^(SUB ?TOTAL|TOTAL|RECEIVED|SIGNATURE|SIGNED|NOTES?|REMARKS|CONTINUED|\*)/i;

type Cells = Partial<Record<ColumnKind, string>>;

function cellsOf(row: TextRow, columns: Column[]): Cells {
  const charWidth = charWidthOf(row.words);
  const cells: Cells = {};
  for (const word of row.words) {
    const column = columnOf(word, columns, charWidth);
    if (!column) continue;
    // Two columns of one kind (a grid's empty cell read as a title) keep the first's text first.
    cells[column.kind] = cells[column.kind] ? `${cells[column.kind]} ${word.text}` : word.text;
  }
  return cells;
}

function hasText(value: string | undefined): boolean {
  return (value?.replace(/[^A-Za-z0-9]/g, '').length ?? 0) >= 2;
}

/**
 * What this delivery brought. The shipped column when the ticket has one (a blank shipped cell
 * is nothing shipped: ordered less back-ordered when both are printed, else 0); otherwise the
 * plain quantity column; otherwise ordered less back-ordered.
 */
function deliveredQuantity(cells: Cells, columns: Column[]): string | null {
  const ordered = parseTicketQuantity(cells.ordered ?? '');
  const backordered = parseTicketQuantity(cells.backordered ?? '');
  const remainder =
    ordered !== null && backordered !== null
      ? toDecimal(ordered).minus(backordered).toString()
      : null;
  const kinds = new Set(columns.map((column) => column.kind));
  if (kinds.has('shipped')) {
    const shipped = parseTicketQuantity(cells.shipped ?? '');
    if (shipped !== null) return shipped;
    if (ordered === null) return null;
    return remainder !== null && !remainder.startsWith('-') ? remainder : '0';
  }
  if (kinds.has('quantity')) return parseTicketQuantity(cells.quantity ?? '');
  if (ordered === null) return null;
  return remainder ?? ordered;
}

function lineFromCells(cells: Cells, columns: Column[], lineNumber: number): TicketLine | null {
  if (!hasText(cells.description) && !hasText(cells.identifier)) return null;
  const quantity = deliveredQuantity(cells, columns);
  if (quantity === null) return null;
  const unit = cells.unit?.replace(/[^A-Za-z/]/g, '').toUpperCase();
  return {
    line_number: lineNumber,
    product_identifier: cells.identifier ? cleanIdentifier(cells.identifier) : null,
    description: (cells.description ?? '').replace(/\s+/g, ' ').trim(),
    quantity,
    quantity_ordered: parseTicketQuantity(cells.ordered ?? ''),
    quantity_backordered: parseTicketQuantity(cells.backordered ?? ''),
    unit: unit ? unit : null,
  };
}

/**
 * The item lines of a ticket: per page, the table under its header row (a page without one, a
 * cover or terms page, gives none: letterhead rows read with a guessed layout would make up
 * items), one line per row with a quantity, a row with text in
 * the description column alone continuing the line above, the table ending at totals or
 * signatures. A row of OCR specks is skipped.
 */
export function parseTicket(pages: TicketPage[]): TicketLine[] {
  const lines: TicketLine[] = [];
  for (const page of pages) {
    const header = findHeader(page.rows);
    if (!header) continue;
    const { columns } = header;
    let lastOnPage: TicketLine | null = null;
    for (const row of page.rows.slice(header.next)) {
      const text = row.words.map((word) => word.text).join(' ');
      if (TABLE_END.test(text.trim())) break;
      if (text.replace(/[^A-Za-z0-9]/g, '').length < 3) continue;
      const cells = cellsOf(row, columns);
      const line = lineFromCells(cells, columns, lines.length + 1);
      if (line) {
        lines.push(line);
        lastOnPage = line;
        continue;
      }
      const onlyDescription = Object.keys(cells).every((kind) => kind === 'description');
      if (lastOnPage && onlyDescription && hasText(cells.description)) {
        lastOnPage.description = `${lastOnPage.description} ${cells.description}`.trim();
      }
    }
  }
  return lines;
}
