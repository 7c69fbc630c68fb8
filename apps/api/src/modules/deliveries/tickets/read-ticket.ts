import { ocrImage } from './ocr-image';
import { parseTicket } from './parse-ticket';
import { readPdf } from './pdf-reader';
import { TicketReadError } from './ticket-errors';
import type { TicketLine, TicketPage } from './ticket-types';

const SIGNATURES: Record<string, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte);
}

/**
 * The item lines of an uploaded delivery ticket: a PDF's text (a scanned page through OCR), or
 * a photo (PNG or JPEG; HEIC is converted to JPEG on upload) through OCR. The bytes must be of
 * the declared type. An empty list means the ticket was read but no item table was found.
 */
export async function readTicket(bytes: Uint8Array, mimeType: string): Promise<TicketLine[]> {
  const type = mimeType.toLowerCase().split(';')[0]?.trim() ?? '';
  const signature = SIGNATURES[type === 'image/jpg' ? 'image/jpeg' : type];
  if (!signature) {
    throw new TicketReadError('unsupported_type', `A ticket is a PDF, PNG or JPEG, not ${type}.`);
  }
  if (!startsWith(bytes, signature)) {
    throw new TicketReadError('unsupported_type', `The file is not the ${type} it claims to be.`);
  }
  if (type !== 'application/pdf') return parseTicket([await ocrImage(Buffer.from(bytes))]);
  const pages: TicketPage[] = [];
  for (const page of await readPdf(bytes)) {
    pages.push(page.kind === 'text' ? page.page : await ocrImage(page.image));
  }
  return parseTicket(pages);
}
