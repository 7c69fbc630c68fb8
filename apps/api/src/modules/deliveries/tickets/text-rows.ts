import type { PlacedWord, TextRow } from './ticket-types';

/** A word with its box, top-down coordinates, before it is placed on a row. */
export interface BoxedWord extends PlacedWord {
  top: number;
  bottom: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Puts words on printed rows by their vertical middle: a word whose middle lies within half a
 * text height of the row's middle joins it. Both readers need this: a PDF draws a row as separate
 * pieces, and OCR often reads a table column by column as separate blocks.
 */
export function groupIntoRows(words: BoxedWord[]): TextRow[] {
  const visible = words.filter((word) => word.text.trim() !== '');
  if (visible.length === 0) return [];
  const tolerance = median(visible.map((word) => word.bottom - word.top)) / 2;
  const byMiddle = [...visible].sort((a, b) => a.top + a.bottom - (b.top + b.bottom));
  const rows: { middle: number; words: BoxedWord[] }[] = [];
  for (const word of byMiddle) {
    const middle = (word.top + word.bottom) / 2;
    const row = rows.at(-1);
    if (row && middle - row.middle <= tolerance) {
      row.words.push(word);
      row.middle = (row.middle * (row.words.length - 1) + middle) / row.words.length;
    } else {
      rows.push({ middle, words: [word] });
    }
  }
  return rows.map((row) => ({
    words: row.words
      .sort((a, b) => a.left - b.left)
      .map(({ text, left, right }) => ({ text, left, right })),
  }));
}

/**
 * Splits a piece of text printed in one go ('2X4-8 SPF STUD') into words, each with a share of
 * the piece's width in proportion to its characters: a PDF gives the position of the piece only.
 */
export function splitIntoWords(text: string, left: number, width: number): PlacedWord[] {
  const perChar = text.length > 0 ? width / text.length : 0;
  const words: PlacedWord[] = [];
  for (const match of text.matchAll(/\S+/g)) {
    const start = left + (match.index ?? 0) * perChar;
    words.push({ text: match[0], left: start, right: start + match[0].length * perChar });
  }
  return words;
}
