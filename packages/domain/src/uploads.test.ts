import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ALLOWED_UPLOAD_EXTENSIONS,
  extensionOf,
  timestampedFilename,
  uploadProblem,
  UPLOAD_MESSAGES,
  visibilityOfUploadKey,
} from './uploads';

describe('upload rules (§5 Upload, §8 messages)', () => {
  it('refuses an extension outside the list with the spec message naming the list', () => {
    expect(uploadProblem('setup.exe', 10)).toBe(
      'Extension ".exe" is not allowed. Allowed: pdf, doc, docx, xls, xlsx, csv, txt, xml, ods, pptx, jpg, jpeg, jpe, jfif, png, gif, tif, tiff, svg, webp, heic, zip, adf, mia',
    );
    expect(uploadProblem('no-extension', 10)).toBe(UPLOAD_MESSAGES.extension(''));
    expect(uploadProblem('.pdf', 10)).toBe(UPLOAD_MESSAGES.extension(''));
  });

  it('accepts every listed extension in any case, up to exactly 100 MB', () => {
    for (const ext of ALLOWED_UPLOAD_EXTENSIONS) {
      expect(uploadProblem(`Ticket.${ext.toUpperCase()}`, 104_857_600)).toBeNull();
    }
    expect(uploadProblem('big.pdf', 104_857_601)).toBe('File is too large (maximum 100 MB).');
  });

  it('reads the extension of the last path part only', () => {
    expect(extensionOf('a.pdf/evil')).toBe('');
    expect(extensionOf('C:\\photos\\IMG_1.HEIC')).toBe('heic');
    expect(extensionOf('archive.tar.zip')).toBe('zip');
  });

  it('timestamps names in UTC before the extension, and renames converted photos', () => {
    const at = new Date('2026-01-31T14:25:01.999Z');
    expect(timestampedFilename('ticket.pdf', at)).toBe('ticket_20260131-142501.pdf');
    expect(timestampedFilename('IMG_0042.HEIC', at, 'jpg')).toBe('IMG_0042_20260131-142501.jpg');
    expect(timestampedFilename('../../etc/passwd', at)).toBe('passwd_20260131-142501');
  });

  it('keeps the extension of any name it timestamps', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...ALLOWED_UPLOAD_EXTENSIONS), (stem, ext) => {
        const name = timestampedFilename(`${stem.replace(/[\\/]/g, '')}x.${ext}`, new Date(0));
        expect(extensionOf(name)).toBe(ext);
      }),
    );
  });

  it('makes only internal purchaser files internal', () => {
    expect(visibilityOfUploadKey('internal_purchaser_files')).toBe('internal');
    expect(visibilityOfUploadKey('public_purchaser_files')).toBe('public');
    expect(visibilityOfUploadKey('vendor_files')).toBe('public');
  });
});
