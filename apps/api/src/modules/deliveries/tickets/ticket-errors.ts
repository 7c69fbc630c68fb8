/**
 * Why a ticket could not be read. The route maps each code to a 4xx answer and a message from
 * packages/domain; the texts here are for logs and tests.
 */
export type TicketReadErrorCode =
  /** Neither a PDF nor a PNG / JPEG, or the bytes do not match the declared type. */
  | 'unsupported_type'
  /** A damaged or encrypted PDF, or an image that cannot be decoded. */
  | 'unreadable'
  /** More pages than a delivery ticket has: refused rather than tying up the server. */
  | 'too_many_pages'
  /** A PDF with no text layer and no page image on any page (blank pages). */
  | 'no_text'
  /** OCR took longer than its time limit (the worker is replaced). */
  | 'ocr_timeout';

export class TicketReadError extends Error {
  constructor(
    readonly code: TicketReadErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'TicketReadError';
  }
}
