import { describe, expect, it } from 'vitest';
import type { CostCodeRecord } from '@laydown/contracts';
import { emptyLine, emptyLines, type LineDraft } from '../order-draft';
import { TAX_CODE, UNIT_EA } from '../order-form-test-api';
import { parseClipboardTable } from './clipboard-table';
import { visibleColumns, type SheetContext } from './sheet-columns';
import { clearCells, copyCells, pasteCells, undoEdit } from './sheet-edits';

const BOX = { ...UNIT_EA, id: 2, name: 'BOX', synonyms: ['carton'], unit_name_label: 'BOX' };
const COST_CODE: CostCodeRecord = {
  id: 40,
  cost_code_number_id: 1,
  code: '03-100',
  description: 'Concrete',
  cost_code_phase_id: null,
  phase_code: null,
  phase_code_description: null,
  cost_code_class_id: null,
  clazz: null,
  clazz_description: null,
  project_ids: [],
  tags: [],
  active: true,
  discarded_at: null,
};
const context: SheetContext = {
  units: [UNIT_EA, BOX],
  costCodes: [COST_CODE],
  taxCodes: [TAX_CODE],
  money: {
    units: new Map([[UNIT_EA.id, UNIT_EA]]),
    taxRates: new Map(),
    taxCodes: true,
    orderDate: new Date('2026-11-20T12:00:00Z'),
  },
};
const all = { costs: true, costCodes: true, taxCodes: true, required: new Set<never>() };
// Material, Quantity, Unit, Unit cost, Cost code, Tax, Ext. cost, Note, Vendor response
const columns = visibleColumns(all, []);
const at = (row: number, col: number) => ({ top: row, left: col, bottom: row, right: col });
const catalogueLine = (): LineDraft => ({
  ...emptyLine(),
  company_material_id: 9,
  description: 'Copper pipe',
  unit_id: UNIT_EA.id,
});

describe('pasting cells into the lines', () => {
  it('fills from the cell down and to the right, adding the rows it needs', () => {
    const lines = emptyLines(2);
    const cells = parseClipboardTable(
      'Pipe\t4\tea\t$1,250.50\r\nValve\t2\tcarton\t3\r\nTee\t1\tROLL\t\r\n',
    );
    const edit = pasteCells(lines, at(0, 0), cells, columns, context);
    expect(edit.lines).toHaveLength(3);
    expect(edit.lines.slice(0, 2).map((l) => l.key)).toEqual(lines.map((l) => l.key));
    expect(
      edit.lines.map((l) => [l.description, l.quantity, l.unit_id, l.unit_name, l.unit_cost]),
    ).toEqual([
      ['Pipe', '4', UNIT_EA.id, null, '1250.50'],
      ['Valve', '2', BOX.id, null, '3'],
      // A unit the company does not have stays a typed unit name.
      ['Tee', '1', null, 'ROLL', ''],
    ]);
    expect(edit.newMaterials).toBe(3);
    expect(edit.unmatched).toBe(0);
  });

  it('starts at the cell pasted into and leaves out computed columns and what falls past the last', () => {
    const lines = emptyLines(3);
    const extCost = columns.findIndex((c) => c.key === 'ext_cost');
    const edit = pasteCells(
      lines,
      at(1, extCost - 1),
      [['STATE', '$999', 'a note', 'ignored', 'past the end']],
      columns,
      context,
    );
    const line = edit.lines[1];
    expect(line?.tax_code_id).toBe(TAX_CODE.id);
    expect(line?.company_note).toBe('a note');
    expect(edit.lines[0]).toBe(lines[0]);
    expect(edit.newMaterials).toBe(0);
  });

  it('matches cost codes by code or label; counts what matches nothing and leaves it', () => {
    const lines = [{ ...emptyLine(), cost_code_id: COST_CODE.id, tax_code_id: TAX_CODE.id }];
    const codeCol = columns.findIndex((c) => c.key === 'cost_code');
    const edit = pasteCells(lines, at(0, codeCol), [['99-999', 'NOPE']], columns, context);
    expect(edit.unmatched).toBe(2);
    expect(edit.lines[0]).toMatchObject({ cost_code_id: COST_CODE.id, tax_code_id: TAX_CODE.id });
    const byLabel = pasteCells(
      emptyLines(1),
      at(0, codeCol),
      [['03-100 concrete']],
      columns,
      context,
    );
    expect(byLabel.lines[0]?.cost_code_id).toBe(COST_CODE.id);
  });

  it('fills the whole selection with one copied cell', () => {
    const lines = emptyLines(4);
    const quantity = 1;
    const edit = pasteCells(
      lines,
      { top: 1, left: quantity, bottom: 3, right: quantity },
      [['12']],
      columns,
      context,
    );
    expect(edit.lines.map((l) => l.quantity)).toEqual(['', '12', '12', '12']);
    expect(edit.newMaterials).toBe(0);
  });

  it('counts the lines that would need a new material: new text, or a catalogue link broken', () => {
    const lines = [catalogueLine(), catalogueLine(), catalogueLine()];
    // Quantities alone keep the catalogue materials.
    expect(pasteCells(lines, at(0, 1), [['5'], ['6']], columns, context).newMaterials).toBe(0);
    // Another unit or another text breaks the link (§4).
    expect(pasteCells(lines, at(0, 2), [['BOX'], ['EA']], columns, context).newMaterials).toBe(1);
    expect(pasteCells(lines, at(2, 0), [['Other pipe']], columns, context).newMaterials).toBe(1);
    // The same text as before changes nothing.
    expect(pasteCells(lines, at(0, 0), [['Copper pipe']], columns, context).newMaterials).toBe(0);
  });
});

describe('undoing a paste or a clear', () => {
  it('removes the rows the paste added and puts back what it overwrote, keeping later edits elsewhere', () => {
    const lines = [catalogueLine(), { ...emptyLine(), company_note: 'keep me' }];
    const edit = pasteCells(
      lines,
      at(0, 0),
      [
        ['A', '1'],
        ['B', '2'],
        ['C', '3'],
      ],
      columns,
      context,
    );
    expect(edit.lines).toHaveLength(3);
    const later = edit.lines.map((l, i) => (i === 1 ? { ...l, company_note: 'typed later' } : l));
    const undone = undoEdit(later, edit.undo);
    expect(undone).toHaveLength(2);
    expect(undone[0]).toEqual(lines[0]);
    expect(undone[1]).toMatchObject({ description: '', quantity: '', company_note: 'typed later' });
  });

  it('clears a block of cells and takes the clear back', () => {
    const lines = [catalogueLine(), { ...catalogueLine(), quantity: '3' }];
    const edit = clearCells(lines, { top: 0, left: 0, bottom: 5, right: 1 }, columns, context);
    expect(edit.lines.map((l) => [l.description, l.quantity])).toEqual([
      ['', ''],
      ['', ''],
    ]);
    expect(edit.newMaterials).toBe(0);
    expect(undoEdit(edit.lines, edit.undo)).toEqual(lines);
  });
});

describe('copying cells', () => {
  it('writes the selection as the text a spreadsheet reads', () => {
    const lines = [
      { ...catalogueLine(), quantity: '2', unit_cost: '3.5', tax_code_id: TAX_CODE.id },
      { ...emptyLine(), description: 'Pipe\twith tab', unit_name: 'ROLL' },
    ];
    const text = copyCells(lines, { top: 0, left: 0, bottom: 1, right: 3 }, columns, context);
    expect(text).toBe('Copper pipe\t2\tEA\t3.5\r\n"Pipe\twith tab"\t\tROLL\t');
    const ext = columns.findIndex((c) => c.key === 'ext_cost');
    expect(copyCells(lines, at(0, ext), columns, context)).toBe('$7.00');
  });
});
