/** Where a key moves the spreadsheet's active cell (as in Excel or Google Sheets). Pure. */

export interface Cell {
  row: number;
  col: number;
}

export interface SheetSize {
  rows: number;
  cols: number;
  /** Rows moved by Page Up / Page Down: about one screen. */
  page: number;
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));

/** Tab moves along the row, then to the next row's first cell; 'leave' past either end. */
function along(cell: Cell, size: SheetSize, backwards: boolean): Cell | 'leave' {
  const index = cell.row * size.cols + cell.col + (backwards ? -1 : 1);
  if (index < 0 || index >= size.rows * size.cols) return 'leave';
  return { row: Math.floor(index / size.cols), col: index % size.cols };
}

/**
 * The cell a key moves to, 'leave' when Tab or Shift+Tab goes past the grid's ends (the focus then
 * moves on, so the grid never traps it), or null for a key that moves nothing.
 */
export function cellAfterKey(
  key: string,
  mods: { ctrl: boolean; shift: boolean },
  cell: Cell,
  size: SheetSize,
): Cell | 'leave' | null {
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  switch (key) {
    case 'ArrowUp':
      return { ...cell, row: mods.ctrl ? 0 : clamp(cell.row - 1, lastRow) };
    case 'ArrowDown':
      return { ...cell, row: mods.ctrl ? lastRow : clamp(cell.row + 1, lastRow) };
    case 'ArrowLeft':
      return { ...cell, col: mods.ctrl ? 0 : clamp(cell.col - 1, lastCol) };
    case 'ArrowRight':
      return { ...cell, col: mods.ctrl ? lastCol : clamp(cell.col + 1, lastCol) };
    case 'Home':
      return { row: mods.ctrl ? 0 : cell.row, col: 0 };
    case 'End':
      return { row: mods.ctrl ? lastRow : cell.row, col: lastCol };
    case 'PageUp':
      return { ...cell, row: clamp(cell.row - size.page, lastRow) };
    case 'PageDown':
      return { ...cell, row: clamp(cell.row + size.page, lastRow) };
    case 'Tab':
      return along(cell, size, mods.shift);
    default:
      return null;
  }
}

/** Keys that grow the selection when Shift is held (Shift+Tab only moves back). */
export const EXTENDS_SELECTION = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);
