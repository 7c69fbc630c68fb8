import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OCR_LANGUAGE_DIR } from './ocr-worker';
import type { TicketLine } from './ticket-types';

const CLI = path.join(import.meta.dirname, 'fixtures', 'read-ticket-cli.ts');
const PHOTO = path.join(import.meta.dirname, 'fixtures', 'electrical-photo.png');
/** tsx's loader by path: the child runs in an empty folder, where 'tsx' would not resolve. */
const TSX_LOADER = path.join(
  path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')),
  'dist',
  'loader.mjs',
);

describe('OCR without a network', () => {
  it('takes its English model from node_modules, not from a URL', () => {
    expect(OCR_LANGUAGE_DIR.startsWith('/')).toBe(true);
    expect(OCR_LANGUAGE_DIR).toContain(
      `${path.sep}node_modules${path.sep}@tesseract.js-data${path.sep}eng`,
    );
    expect(fs.statSync(path.join(OCR_LANGUAGE_DIR, 'eng.traineddata.gz')).size).toBeGreaterThan(
      1_000_000,
    );
  });

  /**
   * A process in a network namespace of its own (unshare, as these Linux machines allow) has no
   * interface but a loopback that is down: any download would fail. It reads a photo all the same,
   * and writes no model cache into its working directory.
   */
  it('reads a photographed ticket in a process that has no network', () => {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'ticket-offline-'));
    try {
      const output = execFileSync(
        'unshare',
        [
          '--net',
          process.execPath,
          '--import',
          pathToFileURL(TSX_LOADER).href,
          CLI,
          PHOTO,
          'image/png',
        ],
        { cwd, encoding: 'utf8', timeout: 120_000 },
      );
      const lines = JSON.parse(output.trim().split('\n').at(-1) ?? '[]') as TicketLine[];
      expect(lines.map((line) => line.quantity)).toEqual(['12', '30', '4', '500', '2', '15']);
      expect(fs.readdirSync(cwd)).toEqual([]);
    } finally {
      fs.rmSync(cwd, { recursive: true, force: true });
    }
  }, 150_000);
});
