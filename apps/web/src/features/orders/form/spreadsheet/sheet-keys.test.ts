import { describe, expect, it } from 'vitest';
import { cellAfterKey } from './sheet-keys';

const size = { rows: 5, cols: 3, page: 2 };
const none = { ctrl: false, shift: false };

describe('where a key moves the active cell', () => {
  it('moves with the arrows and stops at the edges', () => {
    expect(cellAfterKey('ArrowDown', none, { row: 0, col: 0 }, size)).toEqual({ row: 1, col: 0 });
    expect(cellAfterKey('ArrowUp', none, { row: 0, col: 0 }, size)).toEqual({ row: 0, col: 0 });
    expect(cellAfterKey('ArrowRight', none, { row: 2, col: 2 }, size)).toEqual({ row: 2, col: 2 });
    expect(cellAfterKey('ArrowDown', { ...none, ctrl: true }, { row: 1, col: 1 }, size)).toEqual({
      row: 4,
      col: 1,
    });
  });

  it('goes along the rows with Tab and leaves the grid past either end', () => {
    expect(cellAfterKey('Tab', none, { row: 0, col: 2 }, size)).toEqual({ row: 1, col: 0 });
    expect(cellAfterKey('Tab', { ...none, shift: true }, { row: 1, col: 0 }, size)).toEqual({
      row: 0,
      col: 2,
    });
    expect(cellAfterKey('Tab', none, { row: 4, col: 2 }, size)).toBe('leave');
    expect(cellAfterKey('Tab', { ...none, shift: true }, { row: 0, col: 0 }, size)).toBe('leave');
  });

  it('knows Home, End, Ctrl+Home, Ctrl+End and the pages; other keys move nothing', () => {
    expect(cellAfterKey('End', none, { row: 2, col: 0 }, size)).toEqual({ row: 2, col: 2 });
    expect(cellAfterKey('Home', { ...none, ctrl: true }, { row: 2, col: 2 }, size)).toEqual({
      row: 0,
      col: 0,
    });
    expect(cellAfterKey('End', { ...none, ctrl: true }, { row: 0, col: 0 }, size)).toEqual({
      row: 4,
      col: 2,
    });
    expect(cellAfterKey('PageDown', none, { row: 3, col: 1 }, size)).toEqual({ row: 4, col: 1 });
    expect(cellAfterKey('PageUp', none, { row: 3, col: 1 }, size)).toEqual({ row: 1, col: 1 });
    expect(cellAfterKey('x', none, { row: 0, col: 0 }, size)).toBeNull();
  });
});
