import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany, createVendorUser } from '../../../test/factories/index';
import { signIn } from '../../../test/sign-in';
import { announce, EXE, md5, PDF, putBytes, upload } from './testing';

let t: TestApp;
let dataDir: string;
let member: string;
let vendor: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laydown-uploads-'));
  t = await buildTestApp({ DATA_DIR: dataDir });
  const company = await createCompany(t.db);
  member = await signIn(t.app, await addMember(t.db, company.id, 'PURCHASER'));
  vendor = await signIn(t.app, await createVendorUser(t.db, company.id), 'VENDOR');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every file kept under DATA_DIR/uploads, staging included. */
const storedFiles = () =>
  (fs.readdirSync(path.join(dataDir, 'uploads'), { recursive: true }) as string[]).filter((f) =>
    fs.statSync(path.join(dataDir, 'uploads', f)).isFile(),
  );

const findSigned = (cookie: string, signedId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/files/find_signed?signed_id=${encodeURIComponent(signedId)}`,
    headers: { cookie },
  });

describe('direct upload (procurement-core §7 Files)', () => {
  it('announces a file, takes its bytes, finds it by signed id and serves them', async () => {
    const announced = await announce(t.app, member, 'Delivery ticket.pdf', PDF, 'application/pdf');
    expect(announced.statusCode).toBe(200);
    const blob = announced.json();
    expect(blob.filename).toMatch(/^Delivery ticket_\d{8}-\d{6}\.pdf$/);
    expect(blob.direct_upload.url).toMatch(/^\/api\/rails\/active_storage\/disk\//);
    expect(blob.direct_upload.headers).toEqual({
      'Content-Type': 'application/pdf',
      'Content-MD5': md5(PDF),
    });
    const put = await putBytes(t.app, member, blob.direct_upload.url, PDF);
    expect(put.statusCode).toBe(204);

    const found = await findSigned(member, blob.signed_id);
    expect(found.statusCode).toBe(200);
    const file = found.json().file;
    expect(file).toMatchObject({
      filename: blob.filename,
      size: PDF.length,
      content_type: 'application/pdf',
      key: null,
      attachment_id: null,
    });
    const served = await t.app.inject({
      method: 'GET',
      url: file.url,
      headers: { cookie: member },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="Delivery ticket_/);
  });

  it('answers each §8 message for a name or size that may not be uploaded', async () => {
    const exe = await announce(t.app, member, 'setup.exe', PDF);
    expect(exe.statusCode).toBe(422);
    expect(exe.json().error.message).toBe(
      'Extension ".exe" is not allowed. Allowed: pdf, doc, docx, xls, xlsx, csv, txt, xml, ods, pptx, jpg, jpeg, jpe, jfif, png, gif, tif, tiff, svg, webp, heic, zip, adf, mia',
    );
    expect(exe.json().error.fields['blob.filename']).toHaveLength(1);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/rails/active_storage/direct_uploads',
      headers: { cookie: member },
      payload: {
        blob: { filename: 'a.pdf', byte_size: 104_857_601, checksum: md5(PDF), content_type: '' },
      },
    });
    expect(big.statusCode).toBe(422);
    expect(big.json().error.message).toBe('File is too large (maximum 100 MB).');
  });

  it('refuses bad input with a 4xx: NUL bytes, 100 kB names, wrong types, unknown fields', async () => {
    const blob = { filename: 'a.pdf', byte_size: 3, checksum: md5(PDF), content_type: 'x/y' };
    for (const bad of [
      { ...blob, filename: 'a\u0000.pdf' },
      { ...blob, filename: `${'a'.repeat(100_000)}.pdf` },
      { ...blob, byte_size: '3' },
      { ...blob, byte_size: -1 },
      { ...blob, checksum: 'not-md5' },
      { ...blob, content_type: '<script>' },
      { ...blob, owner_company_id: 1 },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/rails/active_storage/direct_uploads',
        headers: { cookie: member },
        payload: { blob: bad },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('refuses a vendor (403) or nobody (401) before looking at the body; a vendor never PUTs a member’s upload', async () => {
    const garbage = { blob: { filename: 42 } };
    const asVendor = await t.app.inject({
      method: 'POST',
      url: '/api/rails/active_storage/direct_uploads',
      headers: { cookie: vendor },
      payload: garbage,
    });
    expect(asVendor.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/rails/active_storage/direct_uploads',
      payload: garbage,
    });
    expect(anonymous.statusCode).toBe(401);
    // Vendor users PUT the bytes of their own announced files (decision 0073): a member's upload
    // URL is not theirs, so it answers 404 like any other upload that is not the caller's.
    const blob = (await announce(t.app, member, 'y.pdf', PDF)).json();
    const vendorPut = await putBytes(t.app, vendor, blob.direct_upload.url, PDF);
    expect(vendorPut.statusCode).toBe(404);
    expect((await putBytes(t.app, member, blob.direct_upload.url, PDF)).statusCode).toBe(204);
  });
});

describe('the bytes are checked before anything is kept', () => {
  it('refuses a renamed program as .pdf or .txt, and keeps nothing', async () => {
    const before = storedFiles().length;
    for (const name of ['invoice.pdf', 'notes.txt', 'drawing.adf']) {
      const { signedId, put } = await upload(t.app, member, name, EXE);
      expect(put.statusCode).toBe(422);
      const ext = name.split('.')[1];
      expect(put.json().error.message).toBe(`The file's content is not a .${ext} file.`);
      expect((await findSigned(member, signedId)).statusCode).toBe(404);
    }
    expect(storedFiles().length).toBe(before);
  });

  it('accepts real images and text under their own extensions', async () => {
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#c0ffee' },
    })
      .png()
      .toBuffer();
    expect((await upload(t.app, member, 'site.PNG', png, 'image/png')).put.statusCode).toBe(204);
    const csv = Buffer.from('code,qty\nA-1,10\n');
    expect((await upload(t.app, member, 'lines.csv', csv, 'text/csv')).put.statusCode).toBe(204);
    // A PNG named .jpg is not what it says either.
    expect((await upload(t.app, member, 'site.jpg', png)).put.statusCode).toBe(422);
  });

  it('converts a HEIC photo to a JPEG at quality 0.9, named .jpg', async () => {
    // fixtures/photo.heic: a 64x48 photo made with libheif's heif-enc (x265).
    const heic = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'photo.heic'));
    const { signedId, put } = await upload(t.app, member, 'IMG_0042.HEIC', heic, 'image/heic');
    expect(put.statusCode).toBe(204);
    const file = (await findSigned(member, signedId)).json().file;
    expect(file.filename).toMatch(/^IMG_0042_\d{8}-\d{6}\.jpg$/);
    expect(file.content_type).toBe('image/jpeg');
    const served = await t.app.inject({
      method: 'GET',
      url: file.url,
      headers: { cookie: member },
    });
    expect(file.size).toBe(served.rawPayload.length);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
  });

  it("answers 'Failed to convert HEIC file' for a HEIC it cannot decode", async () => {
    const heic = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'photo.heic'));
    const broken = Buffer.concat([heic.subarray(0, 64), Buffer.alloc(200, 7)]);
    const { put } = await upload(t.app, member, 'broken.heic', broken);
    expect(put.statusCode).toBe(422);
    expect(put.json().error.message).toBe('Failed to convert HEIC file');
  });

  it('refuses bytes that differ from the announced checksum or size', async () => {
    const announced = (await announce(t.app, member, 'a.txt', Buffer.from('hello'))).json();
    const changed = await putBytes(
      t.app,
      member,
      announced.direct_upload.url,
      Buffer.from('jello'),
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error.message).toBe(
      'The file changed during the upload. Please upload it again.',
    );
    const short = await putBytes(t.app, member, announced.direct_upload.url, Buffer.from('hell'));
    expect(short.statusCode).toBe(422);
    expect(short.json().error.message).toBe('The file arrived incomplete. Please upload it again.');
  });
});

describe('the 100 MB limit', () => {
  it('is refused from the Content-Length before a byte is read', async () => {
    const announced = (await announce(t.app, member, 'a.pdf', PDF)).json();
    const res = await putBytes(t.app, member, announced.direct_upload.url, PDF, {
      'content-length': '104857601',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('File is too large (maximum 100 MB).');
    expect(res.headers.connection).toBe('close');
  });

  it('stops reading a body without Content-Length as soon as it passes the announced size', async () => {
    const declared = Buffer.alloc(1000, 0x41);
    const announced = (await announce(t.app, member, 'a.txt', declared)).json();
    let pulled = 0;
    const endless = new Readable({
      read() {
        if (pulled >= 50 * 1024 * 1024) return this.push(null);
        pulled += 64 * 1024;
        this.push(Buffer.alloc(64 * 1024, 0x41));
      },
    });
    const res = await putBytes(t.app, member, announced.direct_upload.url, endless);
    expect(res.statusCode).toBe(422);
    expect(pulled).toBeLessThan(2 * 1024 * 1024);
  });
});
