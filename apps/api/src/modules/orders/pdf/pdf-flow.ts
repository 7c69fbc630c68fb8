import type { Doc } from './pdf-paragraphs';
import { CONTENT_BOTTOM, PAGE } from './pdf-style';

/**
 * Where the next block goes. The renderer breaks pages itself (a block that does not fit moves
 * on), so that a table's column headers can follow every break; running headers and page numbers
 * are drawn once all pages exist.
 */
export class PdfFlow {
  y: number;

  constructor(
    readonly doc: Doc,
    top: number,
  ) {
    this.y = top;
  }

  /** The height left on this page. */
  room(): number {
    return CONTENT_BOTTOM - this.y;
  }

  /** The height a block has on a page of its own. */
  static pageRoom(): number {
    return CONTENT_BOTTOM - PAGE.top;
  }

  newPage(): void {
    this.doc.addPage();
    this.y = PAGE.top;
  }

  /** Starts a new page unless `height` fits on this one (a block taller than a page starts anyway). */
  keep(height: number): void {
    if (height > this.room() && this.y > PAGE.top) this.newPage();
  }
}
