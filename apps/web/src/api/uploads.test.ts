import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@laydown/domain';
import { md5Base64, uploadFile } from './uploads';

describe('file uploads (procurement-core §7 Files)', () => {
  it("announces Active Storage's checksum: the base64 MD5 of the bytes", async () => {
    expect(await md5Base64(new Blob(['hello']))).toBe('XUFAKrxLKna5cZ2REBfFkg==');
    expect(await md5Base64(new Blob([]))).toBe('1B2M2Y8AsgTpgAmY7PhCfg==');
    // Over several 2 MB slices: the same as one pass.
    const big = new Uint8Array(5 * 1024 * 1024).map((_, i) => i % 251);
    const { createHash } = await import('node:crypto');
    expect(await md5Base64(new Blob([big]))).toBe(createHash('md5').update(big).digest('base64'));
  });

  it('refuses a file of a type the server refuses, before sending anything', async () => {
    const file = new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' });
    await expect(uploadFile(file)).rejects.toThrow(UPLOAD_MESSAGES.extension('exe'));
  });
});
