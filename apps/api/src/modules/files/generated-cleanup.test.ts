import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany } from '../../../test/factories/index';
import { signIn } from '../../../test/sign-in';
import { fileBlobs } from '../../db/schema/index';
import { findMemberScope } from '../../platform/auth/member-scope';
import { deleteExpiredGeneratedFiles } from './unused-blobs-cleanup';
import { createFilesDeps, storeGeneratedFile, type FilesDeps } from './service';

/**
 * `files.prune_generated` (decision 0096's leftover): a PDF generated for a member is deleted,
 * row and stored object, once its url has expired (24 h); a fresh one stays, and so does a file
 * someone uploaded.
 */

let t: TestApp;
let files: FilesDeps;
beforeAll(async () => {
  t = await buildTestApp();
  files = createFilesDeps({ db: t.db, config: t.config, secrets: t.deps.secrets });
});
afterAll(() => t.close());

const HOUR = 3_600_000;

const blobIdOf = (signedId: string) => files.signer.verify('blob', signedId)!.blobId;

async function readStored(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await files.storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('deleting expired generated files', () => {
  it('deletes a generated PDF whose url expired and keeps a fresh one and an upload', async () => {
    const company = await createCompany(t.db);
    const scope = (await findMemberScope(t.db, company.id, company.admin.userId))!;
    const admin = apiAs(t.app, await signIn(t.app, company.admin));
    const pdf = (name: string) =>
      storeGeneratedFile(files, t.db, scope, {
        filename: name,
        contentType: 'application/pdf',
        bytes: Buffer.from(`%PDF-1.4 ${name}`),
      });
    const expired = await pdf('PO-1.pdf');
    const fresh = await pdf('PO-2.pdf');
    const [expiredId, freshId] = [blobIdOf(expired.signedId), blobIdOf(fresh.signedId)];
    const [upload] = await t.db
      .insert(fileBlobs)
      .values({
        companyId: company.id,
        storageKey: randomBytes(20).toString('hex'),
        filename: 'ticket.pdf',
        contentType: 'application/pdf',
        byteSize: 4,
        checksum: 'x',
        state: 'uploaded',
        uploadedAt: new Date(Date.now() - 48 * HOUR),
        uploadedByUserId: company.admin.userId,
      })
      .returning({ id: fileBlobs.id });
    await t.db
      .update(fileBlobs)
      .set({ uploadedAt: new Date(Date.now() - 25 * HOUR) })
      .where(inArray(fileBlobs.id, [expiredId]));
    const keys = await t.db
      .select({ id: fileBlobs.id, storageKey: fileBlobs.storageKey })
      .from(fileBlobs)
      .where(inArray(fileBlobs.id, [expiredId, freshId]));
    const keyOf = (id: number) => keys.find((row) => row.id === id)!.storageKey;
    expect((await admin('GET', expired.url)).statusCode).toBe(200);

    expect(await deleteExpiredGeneratedFiles(files)).toBeGreaterThanOrEqual(1);

    const left = await t.db
      .select({ id: fileBlobs.id })
      .from(fileBlobs)
      .where(inArray(fileBlobs.id, [expiredId, freshId, upload!.id]));
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      [freshId, upload!.id].sort((a, b) => a - b),
    );
    await expect(readStored(keyOf(expiredId))).rejects.toThrow();
    expect(String(await readStored(keyOf(freshId)))).toBe('%PDF-1.4 PO-2.pdf');
    expect((await admin('GET', expired.url)).statusCode).toBe(404);
    expect((await admin('GET', fresh.url)).statusCode).toBe(200);
  });
});
