import type { Column } from './order-pdf-columns';
import type { OrderPdfLine } from './order-pdf-document';
import { PdfFlow } from './pdf-flow';
import {
  drawBlock,
  drawMeasured,
  measureBlock,
  paragraphs,
  splitBlock,
  type MeasuredBlock,
  type Paragraph,
} from './pdf-paragraphs';
import { COLOR, CONTENT_WIDTH, FONT, PAGE, SIZE } from './pdf-style';

/**
 * The line table: column headers on every page it reaches, long texts wrapped in their cell, and
 * a row taller than a whole page carried over to the next one instead of cut.
 */

/** The room between a cell's text and its column's edges (the totals' amounts align to it). */
export const CELL_PADDING = 3;
const PAD_X = CELL_PADDING;
const PAD_Y = 3;
/** A row is started on a page only when at least a line of text fits there. */
const MIN_ROW = 2 * PAD_Y + 12;

type Cells = Paragraph[][];

function innerWidth(column: Column): number {
  return column.width - 2 * PAD_X;
}

/** A row's cells measured in their columns, and the row's height. */
interface MeasuredRow {
  cells: MeasuredBlock[];
  height: number;
}

function measureRow(flow: PdfFlow, columns: readonly Column[], cells: Cells): MeasuredRow {
  const measured = columns.map((column, i) =>
    measureBlock(flow.doc, cells[i] ?? [], innerWidth(column)),
  );
  return { cells: measured, height: Math.max(0, ...measured.map((m) => m.height)) + 2 * PAD_Y };
}

function headerHeight(): number {
  return SIZE.label + 2 * PAD_Y + 4;
}

function drawHeader(flow: PdfFlow, columns: readonly Column[]): void {
  const height = headerHeight();
  flow.doc.rect(PAGE.left, flow.y, CONTENT_WIDTH, height).fill(COLOR.band);
  let x = PAGE.left;
  for (const column of columns) {
    const header = paragraphs([column.header], {
      font: FONT.bold,
      size: SIZE.label,
      align: column.align,
    });
    drawBlock(flow.doc, header, x + PAD_X, flow.y + PAD_Y + 2, innerWidth(column));
    x += column.width;
  }
  flow.y += height;
}

function drawRow(
  flow: PdfFlow,
  columns: readonly Column[],
  row: MeasuredRow,
  striped: boolean,
): void {
  const { doc } = flow;
  const { height } = row;
  if (striped) doc.rect(PAGE.left, flow.y, CONTENT_WIDTH, height).fill(COLOR.stripe);
  let x = PAGE.left;
  columns.forEach((column, i) => {
    const cell = row.cells[i];
    if (cell) drawMeasured(doc, cell, x + PAD_X, flow.y + PAD_Y, innerWidth(column));
    x += column.width;
  });
  flow.y += height;
  doc
    .moveTo(PAGE.left, flow.y)
    .lineTo(PAGE.left + CONTENT_WIDTH, flow.y)
    .lineWidth(0.5)
    .strokeColor(COLOR.rule)
    .stroke();
}

export interface LineTable {
  columns: readonly Column[];
  lines: readonly OrderPdfLine[];
  /** The number of the first line (lines are numbered through the whole order). */
  first: number;
  /** Shown above the repeated column headers, e.g. 'Delivery 2 of 3 (continued)'. */
  continued?: string;
}

/** The height of the headers and the first row: what a table needs to start on a page. */
export function tableStartHeight(flow: PdfFlow, table: LineTable): number {
  const first = table.lines[0];
  const cells = first ? table.columns.map((column) => column.cell(first, table.first)) : [];
  return headerHeight() + measureRow(flow, table.columns, cells).height;
}

function continueOnNewPage(flow: PdfFlow, table: LineTable): void {
  flow.newPage();
  if (table.continued) {
    const caption = paragraphs([table.continued], { size: SIZE.small, color: COLOR.muted });
    flow.y = drawBlock(flow.doc, caption, PAGE.left, flow.y, CONTENT_WIDTH) + 2;
  }
  drawHeader(flow, table.columns);
}

function drawLine(flow: PdfFlow, table: LineTable, cells: Cells, striped: boolean): void {
  const { columns } = table;
  let pending = cells;
  for (;;) {
    const row = measureRow(flow, columns, pending);
    const { height } = row;
    if (height <= flow.room()) {
      drawRow(flow, columns, row, striped);
      return;
    }
    const fitsOnAPage = height <= PdfFlow.pageRoom() - headerHeight();
    if (fitsOnAPage || flow.room() < MIN_ROW) {
      continueOnNewPage(flow, table);
      continue;
    }
    // Taller than a page: fill this page and carry the rest of each cell over.
    const room = flow.room() - 2 * PAD_Y;
    const parts = columns.map((column, i) =>
      splitBlock(flow.doc, pending[i] ?? [], innerWidth(column), room),
    );
    const fits = parts.map(([fit]) => fit);
    drawRow(flow, columns, measureRow(flow, columns, fits), striped);
    pending = parts.map(([, rest]) => rest);
    continueOnNewPage(flow, table);
  }
}

/** Draws the table from the flow's position; the caller has kept room for its start. */
export function drawLineTable(flow: PdfFlow, table: LineTable): void {
  drawHeader(flow, table.columns);
  if (table.lines.length === 0) {
    const none = paragraphs(['No materials on this delivery.'], {
      size: SIZE.table,
      color: COLOR.muted,
    });
    flow.y = drawBlock(flow.doc, none, PAGE.left + PAD_X, flow.y + PAD_Y, CONTENT_WIDTH) + PAD_Y;
    return;
  }
  table.lines.forEach((line, index) => {
    const cells = table.columns.map((column) => column.cell(line, table.first + index));
    drawLine(flow, table, cells, index % 2 === 1);
  });
}
