import {
  VENDOR_RESPONSE_LABELS,
  normalizeUnitName,
  roundTo,
  type LineRequirableField,
} from '@laydown/domain';
import type { CostCodeRecord, TaxCodeRecord, UnitRecord } from '@laydown/contracts';
import { formatUsd } from '../../order-money';
import { draftLineMoney, type MoneyContext } from '../draft-totals';
import type { LineDraft } from '../order-draft';
import { fieldLabel, type LineColumns } from '../order-line-row';

/**
 * The spreadsheet's columns (procurement-core §2 Spreadsheet Mode): the fields of the list
 * layout, each read as the text a cell shows (and Copy takes) and written from a typed or pasted
 * text. Pure: the grid and the paste share them.
 */

export type SheetColumnKey =
  | 'description'
  | 'quantity'
  | 'unit'
  | 'unit_cost'
  | 'cost_code'
  | 'tax'
  | 'ext_cost'
  | 'note'
  | 'vendor_response';

/** What a text written into a cell does: a change of the line, or a text nothing matched. */
export type CellWrite = { patch: Partial<LineDraft> } | { unmatched: true };

export interface SheetColumn {
  key: SheetColumnKey;
  title: string;
  width: number;
  numeric?: boolean;
  required?: LineRequirableField;
  text: (line: LineDraft, context: SheetContext) => string;
  /** Absent for the columns the form computes or only shows. */
  write?: (text: string, line: LineDraft, context: SheetContext) => CellWrite;
  /** Suggestions for the cell editor (units, codes). */
  choices?: (context: SheetContext) => string[];
}

export interface SheetContext {
  units: readonly UnitRecord[];
  costCodes: readonly CostCodeRecord[];
  taxCodes: readonly TaxCodeRecord[];
  money: MoneyContext;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const costCodeLabel = (code: CostCodeRecord) =>
  code.description ? `${code.code} ${code.description}` : code.code;

/** '$1,234.50' from a sheet is 1234.50; anything else stays as typed (and shows as invalid). */
function number(text: string): string {
  const plain = text.trim().replace(/^\$/, '').replaceAll(',', '');
  return plain !== '' && !Number.isNaN(Number(plain)) ? plain : text.trim();
}

export const isInvalidNumber = (value: string) =>
  value.trim() !== '' && Number.isNaN(Number(value));

function writeUnit(text: string, line: LineDraft, context: SheetContext): CellWrite {
  const name = normalizeUnitName(text);
  const unit =
    name === ''
      ? undefined
      : context.units.find(
          (u) =>
            same(u.unit_name_label, name) || [u.name, ...u.synonyms].some((s) => same(s, name)),
        );
  const next = unit
    ? { unit_id: unit.id, unit_name: null }
    : { unit_id: null, unit_name: name === '' ? null : name };
  if (next.unit_id === line.unit_id && next.unit_name === line.unit_name) return { patch: {} };
  // §4: a changed unit clears the link to the catalogue material.
  return { patch: { ...next, company_material_id: null } };
}

function writeCostCode(text: string, _line: LineDraft, context: SheetContext): CellWrite {
  const typed = text.trim();
  if (typed === '') return { patch: { cost_code_id: null } };
  const code = context.costCodes.find((c) => same(c.code, typed) || same(costCodeLabel(c), typed));
  return code ? { patch: { cost_code_id: code.id } } : { unmatched: true };
}

function writeTax(text: string, line: LineDraft, context: SheetContext): CellWrite {
  const typed = text.trim();
  if (typed === '') return { patch: { tax_code_id: null } };
  // §5 an inactive tax code is not applied (a line keeps the one it already has).
  const code = context.taxCodes.find(
    (c) => same(c.code, typed) && (c.discarded_at === null || c.id === line.tax_code_id),
  );
  return code ? { patch: { tax_code_id: code.id } } : { unmatched: true };
}

const ALL_COLUMNS: SheetColumn[] = [
  {
    key: 'description',
    title: 'Material',
    width: 300,
    text: (line) => line.description,
    // §4: a changed text clears the link to the catalogue material.
    write: (text, line) => ({
      patch:
        text.trim() === line.description.trim()
          ? {}
          : { description: text.trim(), company_material_id: null },
    }),
  },
  {
    key: 'quantity',
    title: 'Quantity',
    width: 100,
    numeric: true,
    required: 'quantity',
    text: (line) => line.quantity,
    write: (text) => ({ patch: { quantity: number(text) } }),
  },
  {
    key: 'unit',
    title: 'Unit',
    width: 110,
    required: 'unit',
    text: (line, context) =>
      line.unit_id === null
        ? (line.unit_name ?? '')
        : (context.units.find((u) => u.id === line.unit_id)?.unit_name_label ??
          line.unit_name ??
          ''),
    write: writeUnit,
    choices: (context) => context.units.map((u) => u.unit_name_label),
  },
  {
    key: 'unit_cost',
    title: 'Unit cost',
    width: 110,
    numeric: true,
    required: 'unit_cost',
    text: (line) => line.unit_cost,
    write: (text) => ({ patch: { unit_cost: number(text) } }),
  },
  {
    key: 'cost_code',
    title: 'Cost code',
    width: 170,
    required: 'cost_code',
    text: (line, context) => {
      const code = context.costCodes.find((c) => c.id === line.cost_code_id);
      return code ? costCodeLabel(code) : '';
    },
    write: writeCostCode,
    choices: (context) => context.costCodes.map((c) => c.code),
  },
  {
    key: 'tax',
    title: 'Tax',
    width: 100,
    required: 'tax',
    text: (line, context) => context.taxCodes.find((c) => c.id === line.tax_code_id)?.code ?? '',
    write: writeTax,
    choices: (context) =>
      context.taxCodes.filter((c) => c.discarded_at === null).map((c) => c.code),
  },
  {
    key: 'ext_cost',
    title: 'Ext. cost',
    width: 110,
    numeric: true,
    text: (line, context) => {
      const value = draftLineMoney(line, context.money).extended_cost;
      return value === null ? '' : formatUsd(roundTo(value, 2));
    },
  },
  {
    key: 'note',
    title: 'Note',
    width: 200,
    text: (line) => line.company_note,
    write: (text) => ({ patch: { company_note: text } }),
  },
  {
    key: 'vendor_response',
    title: 'Vendor response',
    width: 170,
    text: (line) =>
      [...line.vendor_response.map((type) => VENDOR_RESPONSE_LABELS[type]), line.vendor_note]
        .filter(Boolean)
        .join(', '),
  },
];

/** The columns the form offers (costs only to who may see them), before the picker hides any. */
export function availableColumns(columns: LineColumns): SheetColumn[] {
  return ALL_COLUMNS.filter((column) => {
    if (column.key === 'unit_cost' || column.key === 'ext_cost') return columns.costs;
    if (column.key === 'cost_code') return columns.costCodes;
    if (column.key === 'tax') return columns.taxCodes;
    return true;
  });
}

/** The material names the row: the columns picker never hides it. */
export const canHide = (column: SheetColumn) => column.key !== 'description';

export function visibleColumns(columns: LineColumns, hidden: readonly string[]): SheetColumn[] {
  return availableColumns(columns).filter(
    (column) => !canHide(column) || !hidden.includes(column.key),
  );
}

export function columnTitle(column: SheetColumn, columns: LineColumns): string {
  return fieldLabel(
    column.title,
    column.required !== undefined && columns.required.has(column.required),
  );
}
