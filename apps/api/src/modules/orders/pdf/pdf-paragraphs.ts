import { COLOR, FONT, SIZE, type FontName } from './pdf-style';
import { toWinAnsi } from './win-ansi-text';

/**
 * A block of text in one style, the unit the PDF measures, draws and, when a block is taller than
 * a page, splits. Texts are made WinAnsi-safe here, once, for everything drawn.
 */
export interface Paragraph {
  text: string;
  font?: FontName;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

export type Doc = PDFKit.PDFDocument;

export function paragraph(text: string, style: Omit<Paragraph, 'text'> = {}): Paragraph {
  return { ...style, text: toWinAnsi(text) };
}

/** The paragraphs of the texts that are given (missing and blank ones are left out). */
export function paragraphs(
  texts: readonly (string | null | undefined)[],
  style: Omit<Paragraph, 'text'> = {},
): Paragraph[] {
  return texts
    .filter((text): text is string => text !== null && text !== undefined && text.trim() !== '')
    .map((text) => paragraph(text.trim(), style));
}

function applyStyle(doc: Doc, p: Paragraph): void {
  doc
    .font(p.font ?? FONT.regular)
    .fontSize(p.size ?? SIZE.body)
    .fillColor(p.color ?? COLOR.text);
}

const LINE_GAP = 1;

/** Widths by style and text, per document: codes, units and tax codes repeat on most lines. */
const widths = new WeakMap<Doc, Map<string, number>>();

function textWidth(doc: Doc, p: Paragraph): number {
  let known = widths.get(doc);
  if (!known) widths.set(doc, (known = new Map()));
  const key = `${p.font ?? FONT.regular}|${p.size ?? SIZE.body}|${p.text}`;
  let width = known.get(key);
  if (width === undefined) known.set(key, (width = doc.widthOfString(p.text)));
  return width;
}

/**
 * The paragraph's height in `width`. Most cells hold one short line: those are measured by their
 * width alone, which is many times cheaper than pdfkit's line wrapping (a 500-line order has
 * thousands of cells); the 0.5 pt of slack keeps a line that only just fits on the wrapping path.
 */
export function paragraphHeight(doc: Doc, p: Paragraph, width: number): number {
  if (p.text === '') return 0;
  applyStyle(doc, p);
  if (!p.text.includes('\n') && textWidth(doc, p) < width - 0.5) {
    return doc.currentLineHeight(true) + LINE_GAP;
  }
  return doc.heightOfString(p.text, { width, lineGap: LINE_GAP });
}

/** Paragraphs with their heights in one width, measured once and then drawn. */
export interface MeasuredBlock {
  items: { paragraph: Paragraph; height: number }[];
  height: number;
}

export function measureBlock(doc: Doc, ps: readonly Paragraph[], width: number): MeasuredBlock {
  const items = ps.map((p) => ({ paragraph: p, height: paragraphHeight(doc, p, width) }));
  return { items, height: items.reduce((sum, item) => sum + item.height, 0) };
}

export function blockHeight(doc: Doc, ps: readonly Paragraph[], width: number): number {
  return measureBlock(doc, ps, width).height;
}

/**
 * Draws measured paragraphs from (x, y) down and answers the y below them. Each is given its
 * measured height, so pdfkit never breaks a page by itself inside a drawn block: page breaks are
 * the caller's, made before drawing.
 */
export function drawMeasured(
  doc: Doc,
  block: MeasuredBlock,
  x: number,
  y: number,
  width: number,
): number {
  let top = y;
  for (const { paragraph: p, height } of block.items) {
    if (height === 0) continue;
    applyStyle(doc, p);
    doc.text(p.text, x, top, {
      width,
      height: height + 1,
      lineGap: LINE_GAP,
      align: p.align ?? 'left',
    });
    top += height;
  }
  return top;
}

export function drawBlock(
  doc: Doc,
  ps: readonly Paragraph[],
  x: number,
  y: number,
  width: number,
): number {
  return drawMeasured(doc, measureBlock(doc, ps, width), x, y, width);
}

/**
 * The longest start of `text` whose height in `width` stays within `maxHeight`, cut at a space
 * when there is one: [the start, the rest]. The start is empty when not even one line fits.
 */
function splitText(doc: Doc, p: Paragraph, width: number, maxHeight: number): [string, string] {
  let fits = 0;
  let low = 1;
  let high = p.text.length;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    if (paragraphHeight(doc, { ...p, text: p.text.slice(0, middle) }, width) <= maxHeight) {
      fits = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  const space = Math.max(p.text.lastIndexOf(' ', fits), p.text.lastIndexOf('\n', fits));
  const cut = fits < p.text.length && space > 0 ? space : fits;
  return [p.text.slice(0, cut).trimEnd(), p.text.slice(cut).trimStart()];
}

/**
 * Splits a block at `maxHeight`: the paragraphs (or the start of one) that fit, and the rest to
 * continue on the next page. Used only for a block taller than what is left of a page, so that a
 * very long description or note is carried over rather than cut off.
 */
export function splitBlock(
  doc: Doc,
  ps: readonly Paragraph[],
  width: number,
  maxHeight: number,
): [Paragraph[], Paragraph[]] {
  const fit: Paragraph[] = [];
  let room = maxHeight;
  for (const [index, p] of ps.entries()) {
    const height = paragraphHeight(doc, p, width);
    if (height <= room) {
      fit.push(p);
      room -= height;
      continue;
    }
    const [start, rest] = splitText(doc, p, width, room);
    if (start !== '') fit.push({ ...p, text: start });
    return [fit, [{ ...p, text: rest }, ...ps.slice(index + 1)]];
  }
  return [fit, []];
}
