import { scopeOfSession, type CompanyScope } from '../../platform/scope';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_SECRET_KEY, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany, createVendorUser } from '../../../test/factories/index';
import { signIn } from '../../../test/sign-in';
import { createSecretBox } from '../../platform/secrets/secret-box';
import {
  attachFiles,
  createSigner,
  detachFile,
  filesOf,
  registerFileRecordType,
  type FileScope,
} from './index';
import { PDF, upload } from './testing';

/**
 * A document type of the tests: document N may be read by the users and vendors listed for it,
 * and written by its readers who are company members.
 */
const readers = new Map<number, { users: Set<number>; vendors: Set<number> }>();
const mayRead = (scope: FileScope, id: number) => {
  const doc = readers.get(id);
  if (!doc) return false;
  return scope.kind === 'company'
    ? doc.users.has(scope.ctx.userId)
    : doc.vendors.has(scope.vendorId);
};
registerFileRecordType('test_document', {
  canRead: async (_db, scope, record) => mayRead(scope, record.recordId),
  canWrite: async (_db, scope, record) =>
    scope.kind === 'company' && mayRead(scope, record.recordId),
});

let t: TestApp;
let dataDir: string;
let companyId: number;
let owner: { cookie: string; ctx: CompanyScope };
let colleague: { cookie: string; userId: number };
let vendor: { cookie: string; vendorId: number };
let stranger: string;
const signer = createSigner(createSecretBox(Buffer.from(TEST_SECRET_KEY, 'base64')));

/** The scope a purchaser's session in `company` gets (made by the platform, as for a request). */
const ctxOf = (userId: number, company: number): CompanyScope =>
  scopeOfSession({
    accessType: 'CONTRACTOR',
    sessionId: 0,
    userId,
    isLaydown: false,
    impersonatorUserId: null,
    authMethod: 'PASSWORD',
    membership: {
      companyId: company,
      companyUserId: 0,
      roleId: 0,
      roleName: 'PURCHASER',
      permissions: new Set(),
    },
  });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laydown-files-'));
  t = await buildTestApp({ DATA_DIR: dataDir });
  const company = await createCompany(t.db);
  companyId = company.id;
  const ownerPerson = await addMember(t.db, company.id, 'PURCHASER');
  owner = { cookie: await signIn(t.app, ownerPerson), ctx: ctxOf(ownerPerson.userId, company.id) };
  const colleaguePerson = await addMember(t.db, company.id, 'PURCHASER');
  colleague = { cookie: await signIn(t.app, colleaguePerson), userId: colleaguePerson.userId };
  const vendorPerson = await createVendorUser(t.db, company.id);
  vendor = { cookie: await signIn(t.app, vendorPerson, 'VENDOR'), vendorId: vendorPerson.vendorId };
  stranger = await signIn(t.app, (await createCompany(t.db)).admin);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (cookie: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });
const findSigned = (cookie: string, signedId: string) =>
  get(cookie, `/api/files/find_signed?signed_id=${encodeURIComponent(signedId)}`);

let nextDocument = 1;
function newDocument(users: number[], vendors: number[] = []) {
  const id = nextDocument++;
  readers.set(id, { users: new Set(users), vendors: new Set(vendors) });
  return { recordType: 'test_document', recordId: id };
}

async function uploaded(name = 'ticket.pdf') {
  const { signedId, put } = await upload(t.app, owner.cookie, name, PDF, 'application/pdf');
  expect(put.statusCode).toBe(204);
  return signedId;
}

describe('who may find and read a file', () => {
  it("gives another company's user 404, for the signed id and for the bytes", async () => {
    const signedId = await uploaded();
    expect((await findSigned(stranger, signedId)).statusCode).toBe(404);
    const url = (await findSigned(owner.cookie, signedId)).json().file.url;
    expect((await get(stranger, url)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown, altered, expired or wrong-purpose signed id', async () => {
    const signedId = await uploaded();
    const [payload, mac] = signedId.split('.');
    const blobId = Number(Buffer.from(payload!, 'base64url').toString().split('.')[0]);
    const expired = createSigner(
      createSecretBox(Buffer.from(TEST_SECRET_KEY, 'base64')),
      () => Date.now() - 25 * 3600_000,
    ).sign('blob', { blobId, companyId }, 24 * 3600);
    const otherPurpose = signer.sign('direct_upload', { blobId, companyId }, 600);
    const forgedCompany = `${Buffer.from(`${blobId}.${companyId + 1}.9999999999`).toString('base64url')}.${mac}`;
    for (const bad of [
      'nope',
      `${payload}.${'A'.repeat(43)}`,
      expired,
      otherPurpose,
      forgedCompany,
    ]) {
      expect((await findSigned(owner.cookie, bad)).statusCode).toBe(404);
    }
    // The same blob, freshly signed, is found: the 404s above are the signatures' doing.
    expect(
      (await findSigned(owner.cookie, signer.sign('blob', { blobId, companyId }, 60))).statusCode,
    ).toBe(200);
  });

  it("keeps an unattached upload to its uploader; a document's readers see its files", async () => {
    const signedId = await uploaded();
    expect((await findSigned(colleague.cookie, signedId)).statusCode).toBe(404);
    const doc = newDocument([owner.ctx.userId, colleague.userId]);
    await attachFiles(t.db, signer, owner.ctx, doc, 'public_purchaser_files', [signedId]);
    expect((await findSigned(colleague.cookie, signedId)).statusCode).toBe(200);
    const unreadable = newDocument([owner.ctx.userId]);
    const secret = await uploaded('secret.pdf');
    await attachFiles(t.db, signer, owner.ctx, unreadable, 'public_purchaser_files', [secret]);
    expect((await findSigned(colleague.cookie, secret)).statusCode).toBe(404);
  });

  it('never gives a vendor an internal file, even of a document the vendor reads', async () => {
    const doc = newDocument([owner.ctx.userId], [vendor.vendorId]);
    const shared = await uploaded('shared.pdf');
    const internal = await uploaded('internal.pdf');
    await attachFiles(t.db, signer, owner.ctx, doc, 'public_purchaser_files', [shared]);
    await attachFiles(t.db, signer, owner.ctx, doc, 'internal_purchaser_files', [internal]);
    const found = await findSigned(vendor.cookie, shared);
    expect(found.statusCode).toBe(200);
    const bytes = await get(vendor.cookie, found.json().file.url);
    expect(bytes.rawPayload.equals(PDF)).toBe(true);
    expect((await findSigned(vendor.cookie, internal)).statusCode).toBe(404);

    const record = { ...doc, companyId };
    const asVendor = await filesOf(
      t.db,
      signer,
      { kind: 'vendor', vendorId: vendor.vendorId, vendorUserId: 0 },
      record,
    );
    expect(asVendor.map((f) => f.key)).toEqual(['public_purchaser_files']);
    const asOwner = await filesOf(t.db, signer, { kind: 'company', ctx: owner.ctx }, record);
    expect(asOwner.map((f) => f.key)).toEqual([
      'public_purchaser_files',
      'internal_purchaser_files',
    ]);
    expect(asOwner[1]).toMatchObject({ size: PDF.length, content_type: 'application/pdf' });
  });

  it('serves files as downloads unless they are images or PDFs, with a CSP that allows nothing', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const { signedId } = await upload(t.app, owner.cookie, 'logo.svg', svg, 'image/svg+xml');
    const url = (await findSigned(owner.cookie, signedId)).json().file.url;
    const res = await get(owner.cookie, url);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });
});

describe('attaching and removing (for the modules that own documents)', () => {
  it("needs the upload key ('Upload key is required...') and a known key type", async () => {
    const doc = newDocument([owner.ctx.userId]);
    const signedId = await uploaded();
    for (const key of [undefined, '', 'secret_files']) {
      await expect(
        attachFiles(t.db, signer, owner.ctx, doc, key, [signedId]),
      ).rejects.toMatchObject({
        status: 422,
        message: 'Upload key is required for the uploader to function properly.',
      });
    }
  });

  it('refuses a document the user may not write, a pending or foreign blob (404)', async () => {
    const signedId = await uploaded();
    const notMine = newDocument([colleague.userId]);
    await expect(
      attachFiles(t.db, signer, owner.ctx, notMine, 'quote', [signedId]),
    ).rejects.toMatchObject({ status: 404 });
    const unregistered = { recordType: 'nobody_registered', recordId: 1 };
    await expect(
      attachFiles(t.db, signer, owner.ctx, unregistered, 'quote', [signedId]),
    ).rejects.toMatchObject({ status: 404 });
    const pending = (
      await t.app.inject({
        method: 'POST',
        url: '/api/rails/active_storage/direct_uploads',
        headers: { cookie: owner.cookie },
        payload: {
          blob: {
            filename: 'p.pdf',
            byte_size: 3,
            checksum: 'AAAAAAAAAAAAAAAAAAAAAA==',
            content_type: '',
          },
        },
      })
    ).json().signed_id;
    const mine = newDocument([owner.ctx.userId]);
    await expect(
      attachFiles(t.db, signer, owner.ctx, mine, 'quote', [pending]),
    ).rejects.toMatchObject({ status: 404 });
    const otherCompany = ctxOf(owner.ctx.userId, companyId + 100000);
    await expect(
      attachFiles(t.db, signer, otherCompany, mine, 'quote', [signedId]),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('removes a file only with both its key and its id', async () => {
    const doc = newDocument([owner.ctx.userId]);
    await attachFiles(t.db, signer, owner.ctx, doc, 'vendor_files', [await uploaded()]);
    const scope: FileScope = { kind: 'company', ctx: owner.ctx };
    const [file] = await filesOf(t.db, signer, scope, { ...doc, companyId });
    const id = file!.attachment_id!;
    await expect(detachFile(t.db, owner.ctx, doc, undefined, id)).rejects.toMatchObject({
      status: 422,
    });
    await expect(detachFile(t.db, owner.ctx, doc, 'quote', id)).rejects.toMatchObject({
      status: 404,
    });
    await detachFile(t.db, owner.ctx, doc, 'vendor_files', id);
    expect(await filesOf(t.db, signer, scope, { ...doc, companyId })).toEqual([]);
  });
});
