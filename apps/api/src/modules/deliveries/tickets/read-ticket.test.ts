import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runOcr, shutdownOcr } from './ocr-worker';
import { readTicket } from './read-ticket';
import { TicketReadError } from './ticket-errors';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const pdf = fs.readFileSync(path.join(FIXTURES, 'lumber-yard.pdf'));
const png = fs.readFileSync(path.join(FIXTURES, 'electrical-photo.png'));

afterAll(() => shutdownOcr());

function refusal(code: string) {
  return expect.objectContaining({ name: 'TicketReadError', code });
}

describe('readTicket refuses what is not a ticket it can read', () => {
  it('refuses a type other than PDF, PNG or JPEG', async () => {
    await expect(readTicket(pdf, 'text/plain')).rejects.toEqual(refusal('unsupported_type'));
  });

  it('refuses bytes that are not of the declared type (a PNG sent as a PDF)', async () => {
    await expect(readTicket(png, 'application/pdf')).rejects.toEqual(refusal('unsupported_type'));
    await expect(readTicket(pdf, 'image/jpeg')).rejects.toEqual(refusal('unsupported_type'));
  });

  it('refuses a damaged PDF and a damaged image as unreadable', async () => {
    const brokenPdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x41)]);
    await expect(readTicket(brokenPdf, 'application/pdf')).rejects.toEqual(refusal('unreadable'));
    const brokenPng = Buffer.concat([png.subarray(0, 8), Buffer.alloc(200, 0x41)]);
    await expect(readTicket(brokenPng, 'image/png')).rejects.toEqual(refusal('unreadable'));
  });
});

describe('the OCR worker', () => {
  it('gives up on a job past its time limit, then serves the next job with a fresh worker', async () => {
    const slow = runOcr(() => new Promise<never>(() => {}), 50);
    await expect(slow).rejects.toBeInstanceOf(TicketReadError);
    await expect(slow).rejects.toEqual(refusal('ocr_timeout'));
    const lines = await readTicket(png, 'image/png');
    expect(lines).toHaveLength(6);
  }, 60_000);
});
