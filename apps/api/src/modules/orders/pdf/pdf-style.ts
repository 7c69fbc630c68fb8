/**
 * The page and type of the order PDF: US Letter (the product's currency is USD, §9), PDF's
 * standard Helvetica faces (no font file, nothing fetched at run time: decision 0060), grey
 * rules and bands rather than boxes so a printed copy stays readable in black and white.
 */

export const PAGE = {
  size: 'LETTER',
  width: 612,
  height: 792,
  left: 40,
  right: 40,
  /** The top margin holds the running header of pages after the first. */
  top: 66,
  /** The bottom margin holds the footer (page numbers). */
  bottom: 50,
} as const;

export const CONTENT_WIDTH = PAGE.width - PAGE.left - PAGE.right;
export const CONTENT_RIGHT = PAGE.width - PAGE.right;
/** The lowest y the content may reach. */
export const CONTENT_BOTTOM = PAGE.height - PAGE.bottom;
/** Where the first page's header starts (it uses the running header's room). */
export const FIRST_PAGE_TOP = 40;
export const RUNNING_HEADER_Y = 34;
export const FOOTER_Y = PAGE.height - 34;

export const FONT = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
} as const;
export type FontName = (typeof FONT)[keyof typeof FONT];

export const COLOR = {
  text: '#1f2328',
  muted: '#59636e',
  rule: '#c9d1d9',
  band: '#eef1f4',
  stripe: '#f7f8fa',
} as const;

export const SIZE = {
  title: 18,
  company: 15,
  body: 9,
  table: 8,
  small: 7,
  label: 7.5,
} as const;
