import { isBlank, unitNameLabel } from '@laydown/domain';
import { FIGURE_PRECISION, formatMoney, formatQuantity } from './order-pdf-figures';
import type { OrderPdfDocument, OrderPdfLine } from './order-pdf-document';
import { paragraphs, type Paragraph } from './pdf-paragraphs';
import { COLOR, CONTENT_WIDTH, FONT, SIZE } from './pdf-style';

/** The columns of the line table, and what each cell of a line shows. */

export interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: OrderPdfLine, position: number) => Paragraph[];
}

const cellText = { size: SIZE.table } as const;
const cellNote = { size: SIZE.small, color: COLOR.muted } as const;

const money = (value: string | null, precision: number): string | null =>
  isBlank(value) ? null : formatMoney(value, precision);

const number: Column = {
  header: '#',
  width: 22,
  align: 'right',
  // The description's size, so both sit on one baseline; muted, as it is only a reference.
  cell: (_line, position) =>
    paragraphs([String(position)], { ...cellText, color: COLOR.muted, align: 'right' }),
};

function description(width: number): Column {
  return {
    header: 'Description',
    width,
    align: 'left',
    cell: (line) => [
      ...paragraphs([line.description], cellText),
      ...paragraphs(
        [line.product_identifier && `Product ID: ${line.product_identifier}`],
        cellNote,
      ),
      ...paragraphs([line.note && `Note: ${line.note}`], { ...cellNote, font: FONT.italic }),
    ],
  };
}

function costCode(width: number): Column {
  return {
    header: 'Cost Code',
    width,
    align: 'left',
    cell: (line) => [
      ...paragraphs([line.cost_code?.code], cellText),
      ...paragraphs([line.cost_code_phase && `Phase ${line.cost_code_phase.code}`], cellNote),
    ],
  };
}

/** A column of one left-aligned text per line. */
function textColumn(
  header: string,
  width: number,
  text: (line: OrderPdfLine) => string | null | undefined,
): Column {
  return { header, width, align: 'left', cell: (line) => paragraphs([text(line)], cellText) };
}

/** A column of one right-aligned figure per line. */
function figureColumn(
  header: string,
  width: number,
  figure: (line: OrderPdfLine) => string | null,
): Column {
  return {
    header,
    width,
    align: 'right',
    cell: (line) => paragraphs([figure(line)], { ...cellText, align: 'right' }),
  };
}

const quantity = (width: number) =>
  figureColumn('Qty', width, (line) =>
    isBlank(line.quantity) ? null : formatQuantity(line.quantity),
  );

// procurement-core §3 Unit: the name alone when the multiplier is 1, else multiplier then name.
const unit = (width: number) =>
  textColumn('Unit', width, (line) => line.unit && unitNameLabel(line.unit));

const taxCode = (width: number) => textColumn('Tax Code', width, (line) => line.tax_code?.code);

const unitCost = (width: number) =>
  figureColumn('Unit Cost', width, (line) => money(line.unit_cost, FIGURE_PRECISION.unitCost));

// A line without a tax code has no tax (§5): its cell stays empty rather than showing $0.00.
const tax = (width: number) =>
  figureColumn('Tax', width, (line) =>
    line.tax_code ? money(line.tax_value, FIGURE_PRECISION.tax) : null,
  );

const extendedCost = (width: number) =>
  figureColumn('Ext. Cost', width, (line) =>
    money(line.extended_cost, FIGURE_PRECISION.extendedCost),
  );

/**
 * The table's columns. The tax column exists only under the tax_codes flag (without it the lines
 * carry no tax code and the tax is the delivery's, §5). Without pricing the cost columns are not
 * there at all and the description takes their room.
 */
export function lineColumns(doc: Pick<OrderPdfDocument, 'tax_codes'>, pricing: boolean): Column[] {
  const fixed: Column[] = pricing
    ? [
        costCode(58),
        quantity(42),
        unit(40),
        // The tax code stands left of the amounts so that no code touches a right-aligned figure.
        ...(doc.tax_codes ? [taxCode(50)] : []),
        unitCost(58),
        ...(doc.tax_codes ? [tax(50)] : []),
        extendedCost(64),
      ]
    : [costCode(84), quantity(54), unit(54), ...(doc.tax_codes ? [taxCode(66)] : [])];
  const used = number.width + fixed.reduce((sum, column) => sum + column.width, 0);
  return [number, description(CONTENT_WIDTH - used), ...fixed];
}
