import type { PlacedWord, TextRow } from './ticket-types';

export type ColumnKind =
  | 'line'
  | 'identifier'
  | 'description'
  | 'ordered'
  | 'shipped'
  | 'backordered'
  | 'quantity'
  | 'unit'
  | 'money'
  /** A header word that is no known title (OCR spoilt it): its kind is inferred from its cells. */
  | 'unknown';

export interface Column {
  kind: ColumnKind;
  left: number;
  right: number;
}

/**
 * Column titles seen on building-supply tickets, as upper-case words. Two-word titles come first
 * so 'QTY SHIP' wins over 'QTY'. 'QTY' alone is refined by a second header line ('QTY' over 'ORD').
 */
const TITLES: [string[], ColumnKind][] = [
  [['QTY', 'ORDERED'], 'ordered'],
  [['QTY', 'ORD'], 'ordered'],
  [['ORDER', 'QTY'], 'ordered'],
  [['ORD', 'QTY'], 'ordered'],
  [['QTY', 'SHIPPED'], 'shipped'],
  [['QTY', 'SHIP'], 'shipped'],
  [['QTY', 'SHP'], 'shipped'],
  [['SHIP', 'QTY'], 'shipped'],
  [['QTY', 'DELIVERED'], 'shipped'],
  [['QTY', 'B/O'], 'backordered'],
  [['QTY', 'BO'], 'backordered'],
  [['BACK', 'ORDER'], 'backordered'],
  [['ITEM', 'NO'], 'identifier'],
  [['ITEM', 'NUMBER'], 'identifier'],
  [['ITEM', 'CODE'], 'identifier'],
  [['ITEM', '#'], 'identifier'],
  [['PRODUCT', 'CODE'], 'identifier'],
  [['PART', 'NO'], 'identifier'],
  [['PART', 'NUMBER'], 'identifier'],
  [['CATALOG', 'NUMBER'], 'identifier'],
  [['CATALOG', 'NO'], 'identifier'],
  [['CATALOG', '#'], 'identifier'],
  [['CAT', 'NO'], 'identifier'],
  [['ITEM', 'DESCRIPTION'], 'description'],
  [['PRODUCT', 'DESCRIPTION'], 'description'],
  [['UNIT', 'PRICE'], 'money'],
  [['ORDERED'], 'ordered'],
  [['ORD'], 'ordered'],
  [['SHIPPED'], 'shipped'],
  [['SHIP'], 'shipped'],
  [['SHP'], 'shipped'],
  [['DELIVERED'], 'shipped'],
  [['B/O'], 'backordered'],
  [['BO'], 'backordered'],
  [['BACKORDER'], 'backordered'],
  [['BACKORDERED'], 'backordered'],
  [['QTY'], 'quantity'],
  [['QUANTITY'], 'quantity'],
  [['LN'], 'line'],
  [['LINE'], 'line'],
  [['ITEM'], 'identifier'],
  [['ITEM#'], 'identifier'],
  [['SKU'], 'identifier'],
  [['PART'], 'identifier'],
  [['PART#'], 'identifier'],
  [['CATALOG'], 'identifier'],
  [['PRODUCT'], 'identifier'],
  [['CODE'], 'identifier'],
  [['DESCRIPTION'], 'description'],
  [['DESC'], 'description'],
  [['UOM'], 'unit'],
  [['U/M'], 'unit'],
  [['UM'], 'unit'],
  [['UNIT'], 'unit'],
  [['PRICE'], 'money'],
  [['AMOUNT'], 'money'],
  [['EXTENSION'], 'money'],
  [['EXT'], 'money'],
];

/**
 * A header word as compared: upper case, end dots gone, and characters OCR confuses folded to
 * one (digits that look like letters, V for U): titles are folded the same way.
 */
function headerWord(text: string): string {
  return text
    .toUpperCase()
    .replace(/^[^A-Z0-9#/]+|[^A-Z0-9#/]+$/g, '')
    .replace(/0/g, 'O')
    .replace(/[1|]/g, 'I')
    .replace(/5/g, 'S')
    .replace(/V/g, 'U');
}

/** One letter wrong is still the title, for titles long enough not to collide ('DESCRIPTLON'). */
function sameTitleWord(read: string, title: string): boolean {
  if (read === title) return true;
  if (title.length < 5 || Math.abs(read.length - title.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < read.length && j < title.length) {
    if (read[i] === title[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (read.length > title.length) i += 1;
    else if (read.length < title.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (read.length - i) + (title.length - j) <= 1;
}

/** The width of one character on a row, from its words. */
export function charWidthOf(words: PlacedWord[]): number {
  const widths = words
    .filter((word) => word.text.length > 0)
    .map((word) => (word.right - word.left) / word.text.length)
    .sort((a, b) => a - b);
  return widths[Math.floor(widths.length / 2)] ?? 1;
}

/**
 * The columns a row names, left to right, when it is a table header. The words of a two-word
 * title stand close together: 'ITEM' and 'DESCRIPTION' far apart are two columns.
 */
export function columnsOfHeader(row: TextRow): Column[] {
  const words = row.words.map((word) => ({ ...word, title: headerWord(word.text) }));
  const closeGap = 2.5 * charWidthOf(row.words);
  const columns: Column[] = [];
  let i = 0;
  while (i < words.length) {
    const found = TITLES.find(([title]) =>
      title.every((part, k) => {
        const word = words[i + k];
        const before = words[i + k - 1];
        const close =
          k === 0 ||
          (before !== undefined && word !== undefined && word.left - before.right <= closeGap);
        return word !== undefined && close && sameTitleWord(word.title, headerWord(part));
      }),
    );
    if (!found) {
      const word = words[i] as PlacedWord;
      if (word.text.replace(/[^A-Za-z0-9]/g, '').length >= 2) {
        columns.push({ kind: 'unknown', left: word.left, right: word.right });
      }
      i += 1;
      continue;
    }
    const [title, kind] = found;
    const first = words[i] as PlacedWord;
    const last = words[i + title.length - 1] as PlacedWord;
    columns.push({ kind, left: first.left, right: last.right });
    i += title.length;
  }
  return columns;
}

const QUANTITY_KINDS: ColumnKind[] = ['ordered', 'shipped', 'backordered', 'quantity'];

/**
 * A row may be a table header when it names what a line is (a description or code column) and
 * at least one more known column, among three or more: whether it also names a quantity is
 * decided once spoilt titles are inferred (find-header.ts).
 */
export function mayBeHeader(columns: Column[]): boolean {
  const known = columns.filter((column) => column.kind !== 'unknown');
  const kinds = new Set(known.map((column) => column.kind));
  return (
    (kinds.has('description') || kinds.has('identifier')) && kinds.size >= 2 && columns.length >= 3
  );
}

export function hasQuantityColumn(columns: Column[]): boolean {
  return columns.some((column) => QUANTITY_KINDS.includes(column.kind));
}

/**
 * Merges a second header line into the first: a word under a column refines its kind ('QTY' over
 * 'ORD' is the ordered quantity; 'PRODUCT' over 'CODE' stays the identifier); a column only the
 * second line names is added.
 */
export function withSecondHeaderLine(columns: Column[], second: Column[]): Column[] {
  const merged = columns.map((column) => ({ ...column }));
  for (const below of second) {
    const middle = (below.left + below.right) / 2;
    const above = merged.find((column) => middle >= column.left - 2 && middle <= column.right + 8);
    if (!above) merged.push(below);
    else if (['quantity', 'identifier', 'unknown'].includes(above.kind)) {
      if (
        below.kind !== 'unknown' &&
        !(above.kind === 'identifier' && below.kind === 'identifier')
      ) {
        above.kind = below.kind;
      }
      above.left = Math.min(above.left, below.left);
      above.right = Math.max(above.right, below.right);
    }
  }
  return merged.sort((a, b) => a.left - b.left);
}

/**
 * The column a word belongs to: the last column that starts left of the word's middle (less half
 * a character, as right-aligned numbers reach a little left of a short title).
 */
export function columnOf(word: PlacedWord, columns: Column[], charWidth: number): Column | null {
  const middle = (word.left + word.right) / 2;
  let chosen: Column | null = null;
  for (const column of columns) {
    if (column.left - charWidth <= middle) chosen = column;
  }
  return chosen;
}
