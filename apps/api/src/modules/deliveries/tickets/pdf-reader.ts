import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { loadPdfJs } from './load-pdfjs';
import { groupIntoRows, splitIntoWords, type BoxedWord } from './text-rows';
import { TicketReadError } from './ticket-errors';
import type { TicketPage } from './ticket-types';

/** A delivery ticket runs to a few pages; a document far longer is not one. */
export const MAX_TICKET_PAGES = 20;
/** Fewer letters than this on a page: it is a scan (an image of the page, no text layer). */
const SCAN_TEXT_LIMIT = 20;

/** The pixels of a scanned page, for the OCR. */
export interface PageImage {
  width: number;
  height: number;
  channels: 1 | 3 | 4;
  data: Buffer;
}

export type PdfPage = { kind: 'text'; page: TicketPage } | { kind: 'scan'; image: PageImage };

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

type PdfJs = Awaited<ReturnType<typeof loadPdfJs>>;

function textPage({ Util }: PdfJs, items: TextItem[], viewport: number[]): TicketPage {
  const words: BoxedWord[] = [];
  for (const item of items) {
    if (item.str.trim() === '') continue;
    // Page coordinates -> top-down viewport coordinates, so a rotated page reads the right way.
    const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = Util.transform(viewport, item.transform);
    const height = Math.hypot(c, d) || Math.hypot(a, b);
    for (const word of splitIntoWords(item.str, x, item.width)) {
      words.push({ ...word, top: y - height, bottom: y });
    }
  }
  return { rows: groupIntoRows(words) };
}

/** The page's largest image, as raw pixels: on a scanned page that is the page itself. */
async function largestImage(
  { ImageKind, OPS }: PdfJs,
  page: PDFPageProxy,
): Promise<PageImage | null> {
  const operators = await page.getOperatorList();
  let best: PageImage | null = null;
  for (let i = 0; i < operators.fnArray.length; i += 1) {
    if (operators.fnArray[i] !== OPS.paintImageXObject) continue;
    const [name] = operators.argsArray[i] as [string];
    const image = await new Promise<{
      width: number;
      height: number;
      kind: number;
      data: Uint8ClampedArray;
    }>((resolve) => page.objs.get(name, resolve));
    const channels =
      image.kind === ImageKind.RGBA_32BPP ? 4 : image.kind === ImageKind.RGB_24BPP ? 3 : null;
    // 1-bit images (fax scans) come packed; they are rare on tickets and left to a later change.
    if (channels === null || (best && best.width * best.height >= image.width * image.height))
      continue;
    best = { width: image.width, height: image.height, channels, data: Buffer.from(image.data) };
  }
  return best;
}

/**
 * The pages of a PDF: the printed words of each page with their positions, or, for a page that
 * is only a picture (a scan), that picture for OCR. Fonts are not loaded as code and nothing is
 * fetched: standard fonts and character maps come from the pdfjs-dist package.
 */
export async function readPdf(bytes: Uint8Array): Promise<PdfPage[]> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    standardFontDataUrl: `${pdfjsDir}/standard_fonts/`,
    cMapUrl: `${pdfjsDir}/cmaps/`,
    cMapPacked: true,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise.catch((error: unknown) => {
      throw new TicketReadError('unreadable', `The PDF cannot be read: ${String(error)}`);
    });
    if (pdf.numPages > MAX_TICKET_PAGES) {
      throw new TicketReadError(
        'too_many_pages',
        `A ticket has at most ${MAX_TICKET_PAGES} pages.`,
      );
    }
    const pages: PdfPage[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const items = content.items.filter((item): item is TextItem => 'str' in item);
      const letters = items.reduce((sum, item) => sum + item.str.replace(/\s/g, '').length, 0);
      if (letters >= SCAN_TEXT_LIMIT) {
        pages.push({
          kind: 'text',
          page: textPage(pdfjs, items, page.getViewport({ scale: 1 }).transform),
        });
        continue;
      }
      const image = await largestImage(pdfjs, page);
      // A blank page (the back of a carbon set) has nothing to read.
      if (image) pages.push({ kind: 'scan', image });
    }
    if (pages.length === 0) {
      throw new TicketReadError('no_text', 'The PDF has no text and no page image to read.');
    }
    return pages;
  } finally {
    await task.destroy();
  }
}
