import { emptyLine, isBlankLine, type LineDraft } from '../order-draft';
import { formatClipboardTable } from './clipboard-table';
import type { SheetColumn, SheetContext } from './sheet-columns';

/**
 * Writing many cells at once (a paste, a cleared selection) and taking it back: pure functions
 * over a delivery's lines, so the grid keeps one draft (the form's) and the tests need no screen.
 */

/** A block of cells: rows and columns (indexes of the visible columns), ends included. */
export interface CellRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** What undoes a change: the rows it added, and the earlier values of what it wrote. */
export interface UndoRecord {
  kind: 'paste' | 'clear';
  added: ReadonlySet<string>;
  before: ReadonlyMap<string, Partial<LineDraft>>;
}

export interface SheetEdit {
  lines: LineDraft[];
  undo: UndoRecord;
  /** Lines that would need a new catalogue material (§5: only who may create one saves them). */
  newMaterials: number;
  /** Texts that matched no cost code or tax code: those cells were left as they were. */
  unmatched: number;
}

/** §5: a line needs a new material when it has text but no catalogue material, and had one or other text before. */
function needsNewMaterial(before: LineDraft | undefined, after: LineDraft): boolean {
  if (isBlankLine(after) || after.company_material_id !== null) return false;
  return !before || before.company_material_id !== null || before.description !== after.description;
}

/** Writes `cells[r][c]` at row `top + r`, column `left + c`, adding rows past the end. */
function writeCells(
  lines: readonly LineDraft[],
  top: number,
  left: number,
  cells: readonly (readonly string[])[],
  columns: readonly SheetColumn[],
  context: SheetContext,
  kind: UndoRecord['kind'],
): SheetEdit {
  const next = [...lines];
  const added = new Set<string>();
  const before = new Map<string, Partial<LineDraft>>();
  let newMaterials = 0;
  let unmatched = 0;
  cells.forEach((row, r) => {
    const index = top + r;
    let line = next[index];
    if (!line) {
      line = emptyLine();
      added.add(line.key);
    }
    const original = added.has(line.key) ? undefined : line;
    row.forEach((text, c) => {
      const column = columns[left + c];
      if (!column?.write || !line) return;
      const result = column.write(text, line, context);
      if ('unmatched' in result) {
        unmatched += 1;
        return;
      }
      if (original) {
        const earlier = before.get(line.key) ?? {};
        for (const field of Object.keys(result.patch) as (keyof LineDraft)[]) {
          if (!(field in earlier)) Object.assign(earlier, { [field]: original[field] });
        }
        before.set(line.key, earlier);
      }
      line = { ...line, ...result.patch };
    });
    // Rows are added in order: pasting below the end fills the gap with empty rows.
    while (next.length < index) {
      const gap = emptyLine();
      added.add(gap.key);
      next.push(gap);
    }
    next[index] = line;
    if (needsNewMaterial(original, line)) newMaterials += 1;
  });
  return { lines: next, undo: { kind, added, before }, newMaterials, unmatched };
}

/**
 * A paste at `target` (Excel's rule): one copied cell fills the whole selection; a block fills
 * from the selection's top-left cell down and to the right, adding rows as needed. What falls on a
 * computed column (Ext. cost) or past the last column is left out.
 */
export function pasteCells(
  lines: readonly LineDraft[],
  target: CellRange,
  cells: readonly (readonly string[])[],
  columns: readonly SheetColumn[],
  context: SheetContext,
): SheetEdit {
  const single = cells.length === 1 && cells[0]?.length === 1;
  const block = single
    ? Array.from({ length: target.bottom - target.top + 1 }, () =>
        Array<string>(target.right - target.left + 1).fill(cells[0]?.[0] ?? ''),
      )
    : cells;
  return writeCells(lines, target.top, target.left, block, columns, context, 'paste');
}

/** Delete or Backspace on a selection: its cells emptied. */
export function clearCells(
  lines: readonly LineDraft[],
  range: CellRange,
  columns: readonly SheetColumn[],
  context: SheetContext,
): SheetEdit {
  const bottom = Math.min(range.bottom, lines.length - 1);
  const block = Array.from({ length: Math.max(0, bottom - range.top + 1) }, () =>
    Array<string>(range.right - range.left + 1).fill(''),
  );
  return writeCells(lines, range.top, range.left, block, columns, context, 'clear');
}

/** Takes a paste (or a clear) back: its rows removed, the values it overwrote put back. */
export function undoEdit(lines: readonly LineDraft[], undo: UndoRecord): LineDraft[] {
  return lines
    .filter((line) => !undo.added.has(line.key))
    .map((line) => {
      const earlier = undo.before.get(line.key);
      return earlier ? { ...line, ...earlier } : line;
    });
}

/** The selection as text/plain for Excel or Google Sheets (Copy). */
export function copyCells(
  lines: readonly LineDraft[],
  range: CellRange,
  columns: readonly SheetColumn[],
  context: SheetContext,
): string {
  const rows: string[][] = [];
  for (let r = range.top; r <= Math.min(range.bottom, lines.length - 1); r++) {
    const line = lines[r];
    if (!line) continue;
    rows.push(columns.slice(range.left, range.right + 1).map((c) => c.text(line, context)));
  }
  return formatClipboardTable(rows);
}
