import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { UPLOAD_KEY_TYPES, visibilityOfUploadKey } from '@laydown/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany } from '../../../test/factories/index';
import { signIn } from '../../../test/sign-in';
import { fileAttachments, fileBlobs } from '../../db/schema/index';
import { findMemberScope } from '../../platform/auth/member-scope';
import { NotFoundError } from '../../platform/errors';
import type { CompanyScope } from '../../platform/scope';
import { registerFileRecordType } from './record-access';
import * as repo from './repository';
import {
  attachFiles,
  createFilesDeps,
  detachFile,
  receiveBlobBytes,
  type FilesDeps,
} from './service';
import { announce, PDF, upload } from './testing';
import { deleteUnusedBlobs } from './unused-blobs-cleanup';

/**
 * `files.prune_unattached` (decisions 0075, 0111): a pending blob that never got its bytes and an
 * upload attached to nothing go a day on, row and stored object; a fresh one, and one attached
 * under any record or key type, stay; an attach racing the job never loses its file.
 */

let t: TestApp;
let dataDir: string;
let files: FilesDeps;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laydown-prune-'));
  t = await buildTestApp({ DATA_DIR: dataDir });
  files = createFilesDeps({ db: t.db, config: t.config, secrets: t.deps.secrets });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A document type of this test only, that every member may read and write. */
const TEST_RECORD = 'prune_test_record';
registerFileRecordType(TEST_RECORD, {
  canRead: async () => true,
  canWrite: async () => true,
});

const DAY = 24 * 3_600_000;
const longAgo = () => new Date(Date.now() - DAY - 2 * 3_600_000);
const blobIdOf = (signedId: string) => files.signer.verify('blob', signedId)!.blobId;

async function member() {
  const company = await createCompany(t.db);
  const cookie = await signIn(t.app, company.admin);
  const scope = (await findMemberScope(t.db, company.id, company.admin.userId)) as CompanyScope;
  return { company, cookie, scope, api: apiAs(t.app, cookie) };
}

async function uploaded(cookie: string, name: string) {
  const done = await upload(t.app, cookie, name, PDF, 'application/pdf');
  expect(done.put.statusCode).toBe(204);
  const id = blobIdOf(done.signedId);
  const [row] = await t.db.select().from(fileBlobs).where(eq(fileBlobs.id, id));
  return { id, signedId: done.signedId, row: row!, url: `/api/files/blobs/${done.signedId}/x.pdf` };
}

async function pending(cookie: string, name: string) {
  const announced = await announce(t.app, cookie, name, PDF, 'application/pdf');
  expect(announced.statusCode).toBe(200);
  const id = blobIdOf(announced.json().signed_id);
  const [row] = await t.db.select().from(fileBlobs).where(eq(fileBlobs.id, id));
  return row!;
}

const age = (ids: number[], values: Partial<typeof fileBlobs.$inferInsert>) =>
  t.db.update(fileBlobs).set(values).where(inArray(fileBlobs.id, ids));

const remaining = async (ids: number[]) =>
  (await t.db.select({ id: fileBlobs.id }).from(fileBlobs).where(inArray(fileBlobs.id, ids)))
    .map((row) => row.id)
    .sort((a, b) => a - b);

async function stored(key: string): Promise<boolean> {
  try {
    for await (const chunk of await files.storage.read(key)) void chunk;
    return true;
  } catch {
    return false;
  }
}

async function pruneAll() {
  await deleteUnusedBlobs(files, 'pending');
  await deleteUnusedBlobs(files, 'unattached');
}

describe('deleting pending blobs and uploads attached to nothing', () => {
  it('deletes an old pending blob and an old detached upload, keeps fresh and attached ones', async () => {
    const { company, cookie, scope, api } = await member();
    const oldPending = await pending(cookie, 'never-sent.pdf');
    const freshPending = await pending(cookie, 'sending.pdf');
    const oldUpload = await uploaded(cookie, 'old.pdf');
    const freshUpload = await uploaded(cookie, 'fresh.pdf');
    // One old file attached under each upload key type, to the two record types that exist and
    // this test's own: the job reads file_attachments, the one table that points at blobs.
    const attached = [];
    for (const recordType of ['order', 'delivery', TEST_RECORD]) {
      for (const keyType of UPLOAD_KEY_TYPES) {
        const file = await uploaded(cookie, `${recordType}-${keyType}.pdf`);
        await t.db.insert(fileAttachments).values({
          companyId: company.id,
          blobId: file.id,
          recordType,
          recordId: 1,
          keyType,
          visibility: visibilityOfUploadKey(keyType),
          uploadedByUserId: scope.userId,
        });
        attached.push(file);
      }
    }
    await age([oldPending.id], { createdAt: longAgo() });
    // An attached file whose hint says otherwise (a detach that raced an attach) still stays.
    await age([oldUpload.id, ...attached.map((f) => f.id)], {
      uploadedAt: longAgo(),
      unattachedSince: longAgo(),
    });
    expect((await api('GET', oldUpload.url)).statusCode).toBe(200);

    await pruneAll();

    const kept = [freshPending.id, freshUpload.id, ...attached.map((f) => f.id)];
    expect(await remaining([oldPending.id, oldUpload.id, ...kept])).toEqual(
      [...kept].sort((a, b) => a - b),
    );
    expect(await stored(oldUpload.row.storageKey)).toBe(false);
    expect((await api('GET', oldUpload.url)).statusCode).toBe(404);
    expect((await api('GET', freshUpload.url)).statusCode).toBe(200);
    for (const file of attached) expect(await stored(file.row.storageKey)).toBe(true);
  });

  it('counts a removed file from its removal, and an attached one is not counted', async () => {
    const { cookie, scope } = await member();
    const file = await uploaded(cookie, 'moved.pdf');
    const record = { recordType: TEST_RECORD, recordId: 7 };
    await t.db.transaction((tx) =>
      attachFiles(tx, files.signer, scope, record, 'public_purchaser_files', [file.signedId]),
    );
    const hint = async () =>
      (await t.db.select().from(fileBlobs).where(eq(fileBlobs.id, file.id)))[0]!.unattachedSince;
    expect(await hint()).toBeNull();
    await age([file.id], { uploadedAt: longAgo() });
    await pruneAll();
    expect(await remaining([file.id])).toEqual([file.id]);

    const [attachment] = await t.db
      .select()
      .from(fileAttachments)
      .where(
        and(eq(fileAttachments.companyId, scope.companyId), eq(fileAttachments.blobId, file.id)),
      );
    await detachFile(t.db, scope, record, 'public_purchaser_files', attachment!.id);
    expect((await hint())!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    await pruneAll();
    expect(await remaining([file.id])).toEqual([file.id]);

    await age([file.id], { unattachedSince: longAgo() });
    await pruneAll();
    expect(await remaining([file.id])).toEqual([]);
    expect(await stored(file.row.storageKey)).toBe(false);
  });
});

describe('an attach racing the job', () => {
  it('a file being attached while the job runs is skipped, and stays attached', async () => {
    const { cookie, scope } = await member();
    const file = await uploaded(cookie, 'racing.pdf');
    await age([file.id], { unattachedSince: longAgo() });
    const record = { recordType: TEST_RECORD, recordId: 8 };
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let claimed!: () => void;
    const isClaimed = new Promise<void>((resolve) => (claimed = resolve));
    const attach = t.db.transaction(async (tx) => {
      await attachFiles(tx, files.signer, scope, record, 'public_purchaser_files', [file.signedId]);
      claimed();
      await released;
    });
    await isClaimed;
    // The attach has not committed: the job must neither wait for it nor delete the file.
    await pruneAll();
    release();
    await attach;
    expect(await remaining([file.id])).toEqual([file.id]);
    expect(await stored(file.row.storageKey)).toBe(true);
  });

  it('an attach that comes after the job locked the file waits, then finds nothing (404)', async () => {
    const { cookie, scope } = await member();
    const file = await uploaded(cookie, 'late.pdf');
    await age([file.id], { unattachedSince: longAgo() });
    const record = { recordType: TEST_RECORD, recordId: 9 };
    const before = new Date(Date.now() - DAY);
    let attach: Promise<unknown> | undefined;
    const keys = await t.db.transaction(async (tx) => {
      const ids = await repo.lockUnusedBlobs(tx, 'unattached', before, 10_000);
      expect(ids).toContain(file.id);
      attach = t.db.transaction((other) =>
        attachFiles(other, files.signer, scope, record, 'public_purchaser_files', [file.signedId]),
      );
      const settled = await Promise.race([
        attach.then(
          () => 'done',
          () => 'done',
        ),
        new Promise((resolve) => setTimeout(() => resolve('waiting'), 300)),
      ]);
      expect(settled).toBe('waiting');
      return repo.deleteUnusedBlobs(tx, 'unattached', before, [file.id]);
    });
    expect(keys).toEqual([file.row.storageKey]);
    await expect(attach).rejects.toBeInstanceOf(NotFoundError);
    const attachments = await t.db
      .select()
      .from(fileAttachments)
      .where(
        and(eq(fileAttachments.companyId, scope.companyId), eq(fileAttachments.blobId, file.id)),
      );
    expect(attachments).toEqual([]);
  });

  it('bytes that arrive after their pending blob was deleted are not kept (404)', async () => {
    const { cookie } = await member();
    const blob = await pending(cookie, 'slow.pdf');
    await age([blob.id], { createdAt: longAgo() });
    await deleteUnusedBlobs(files, 'pending');
    expect(await remaining([blob.id])).toEqual([]);

    await expect(receiveBlobBytes(files, blob, Readable.from([PDF]))).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(await stored(blob.storageKey)).toBe(false);
  });
});
