import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  extensionOf,
  isAllowedUploadExtension,
  isUploadKeyType,
  MAX_UPLOAD_BYTES,
  timestampedFilename,
  UPLOAD_MESSAGES,
  uploadProblem,
  visibilityOfUploadKey,
  type UploadKeyType,
} from '@laydown/domain';
import type { Database, Executor } from '../../db/client';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { contentMatchesExtension } from './content-check';
import { FileTooLargeError, uploadRefused } from './errors';
import { heicToJpeg } from './heic';
import { presentUpload, uploadUrl } from './presenter';
import { receiveUpload, UploadTooLargeError } from './receive-upload';
import { mayRead, mayWrite, type FileRecord, type FileScope } from './record-access';
import * as repo from './repository';
import { createSigner, SIGNED_ID_SECONDS, UPLOAD_TOKEN_SECONDS, type Signer } from './signed-ids';
import { createFileStorage, type FileStorage } from './storage/index';
import type { AppDeps } from '../../deps';
import type { CompanyScope, VendorWorkScope } from '../../platform/scope';

/** What the files service works with, made once by the routes plugin (and by tests). */
export interface FilesDeps {
  db: Database;
  signer: Signer;
  storage: FileStorage;
  stagingDir: string;
}

type BlobInput = { filename: string; byte_size: number; checksum: string; content_type: string };

/**
 * Who uploads, attaches or removes files: a company member, or a vendor user on a document of the
 * company that was sent to them (the module owning the document checked that, decision 0073).
 */
export type FileWriter = CompanyScope | VendorWorkScope;

/** The writer as the document modules' read and write rules see it. */
export function fileScopeOfWriter(writer: FileWriter): FileScope {
  return writer.kind === 'vendor'
    ? { kind: 'vendor', vendorId: writer.vendorId, vendorUserId: writer.vendorUserId }
    : { kind: 'company', ctx: writer };
}

const uploaderColumns = (writer: FileWriter) =>
  writer.kind === 'vendor'
    ? { uploadedByUserId: null, uploadedByVendorUserId: writer.vendorUserId }
    : { uploadedByUserId: writer.userId, uploadedByVendorUserId: null };

/** Whether `scope` is the one who uploaded `blob`. */
const uploadedBy = (scope: FileScope, blob: repo.BlobRow) =>
  scope.kind === 'vendor'
    ? blob.uploadedByVendorUserId === scope.vendorUserId
    : blob.uploadedByUserId === scope.ctx.userId;

const signedIdOf = (signer: Signer, blob: repo.BlobRow) =>
  signer.sign('blob', { blobId: blob.id, companyId: blob.companyId }, SIGNED_ID_SECONDS);

/**
 * Step 1 of a direct upload: checks the name and size, and answers where to PUT the bytes. The
 * blob is the company's (a vendor's upload: the company of the document it is for).
 */
export async function createDirectUpload(
  files: { db: Executor; signer: Signer },
  uploader: FileWriter,
  input: BlobInput,
) {
  const problem = uploadProblem(input.filename, input.byte_size);
  if (problem) {
    const field = problem === UPLOAD_MESSAGES.tooLarge ? 'blob.byte_size' : 'blob.filename';
    throw new ValidationError(problem, { [field]: [problem] });
  }
  const blob = await repo.insertBlob(files.db, {
    companyId: uploader.companyId,
    storageKey: randomBytes(20).toString('hex'),
    filename: timestampedFilename(input.filename, new Date()),
    contentType: input.content_type || 'application/octet-stream',
    byteSize: input.byte_size,
    checksum: input.checksum,
    ...uploaderColumns(uploader),
  });
  const ref = { blobId: blob.id, companyId: blob.companyId };
  const token = files.signer.sign('direct_upload', ref, UPLOAD_TOKEN_SECONDS);
  return {
    signed_id: signedIdOf(files.signer, blob),
    filename: blob.filename,
    content_type: blob.contentType,
    byte_size: blob.byteSize,
    checksum: blob.checksum,
    created_at: blob.createdAt.toISOString(),
    direct_upload: {
      url: `/api/rails/active_storage/disk/${token}`,
      headers: { 'Content-Type': blob.contentType, 'Content-MD5': blob.checksum },
    },
  };
}

/** The pending blob an upload token names, for its uploader only; anything else is 404. */
export async function pendingBlobOf(files: FilesDeps, scope: FileScope, token: string) {
  const ref = files.signer.verify('direct_upload', token);
  if (!ref || (scope.kind === 'company' && ref.companyId !== scope.ctx.companyId)) {
    throw new NotFoundError();
  }
  const blob = await repo.findBlob(files.db, { companyId: ref.companyId }, ref.blobId);
  if (!blob || blob.state !== 'pending' || !uploadedBy(scope, blob)) throw new NotFoundError();
  return blob;
}

/** Refuses, before a byte is read, a body the Content-Length says is too large or not the file. */
export function checkAnnouncedLength(blob: repo.BlobRow, contentLength: number | undefined) {
  if (contentLength === undefined) return;
  if (contentLength > MAX_UPLOAD_BYTES) throw new FileTooLargeError();
  if (contentLength !== blob.byteSize) throw uploadRefused(UPLOAD_MESSAGES.sizeMismatch);
}

/**
 * Step 2: streams the bytes to the staging folder (never whole in memory), checks size, checksum
 * and content, converts a HEIC photo to JPEG, then moves the file into the storage. Nothing is
 * kept when a check fails.
 */
export async function receiveBlobBytes(files: FilesDeps, blob: repo.BlobRow, body: Readable) {
  await fs.promises.mkdir(files.stagingDir, { recursive: true, mode: 0o700 });
  const staged = path.join(
    files.stagingDir,
    `${blob.storageKey}-${randomBytes(6).toString('hex')}`,
  );
  try {
    const received = await receiveUpload(body, staged, blob.byteSize).catch((error: unknown) => {
      if (!(error instanceof UploadTooLargeError)) throw error;
      throw blob.byteSize >= MAX_UPLOAD_BYTES
        ? new FileTooLargeError()
        : uploadRefused(UPLOAD_MESSAGES.sizeMismatch);
    });
    if (received.bytes !== blob.byteSize) throw uploadRefused(UPLOAD_MESSAGES.sizeMismatch);
    if (received.md5 !== blob.checksum) throw uploadRefused(UPLOAD_MESSAGES.checksumMismatch);
    const ext = extensionOf(blob.filename);
    if (!isAllowedUploadExtension(ext) || !(await contentMatchesExtension(ext, received.head))) {
      throw uploadRefused(UPLOAD_MESSAGES.contentMismatch(ext));
    }
    const stored =
      ext === 'heic'
        ? await convertStagedHeic(staged, blob)
        : {
            filename: blob.filename,
            contentType: blob.contentType,
            byteSize: blob.byteSize,
            checksum: blob.checksum,
          };
    await files.storage.putFromStaging(blob.storageKey, staged, stored.contentType);
    if (
      !(await repo.markUploaded(files.db, blob, blob.id, stored)) &&
      !(await repo.findBlob(files.db, blob, blob.id))
    ) {
      // Deleted meanwhile (files.prune_unattached, decision 0111): keep no object no row names.
      // (Not pending but still there: another PUT of the same bytes won; its object stays.)
      await files.storage.delete(blob.storageKey);
      throw new NotFoundError();
    }
  } finally {
    await fs.promises.rm(staged, { force: true });
  }
}

/** §9: a HEIC photo is kept as a JPEG at quality 0.9, named .jpg. */
async function convertStagedHeic(staged: string, blob: repo.BlobRow) {
  let jpeg: Buffer;
  try {
    jpeg = await heicToJpeg(await fs.promises.readFile(staged));
  } catch {
    throw uploadRefused(UPLOAD_MESSAGES.heicConversion);
  }
  await fs.promises.writeFile(staged, jpeg);
  const stem = blob.filename.slice(0, blob.filename.length - '.heic'.length);
  return {
    filename: `${stem}.jpg`,
    contentType: 'image/jpeg',
    byteSize: jpeg.length,
    checksum: createHash('md5').update(jpeg).digest('base64'),
  };
}

/** What the files service needs, from the app's dependencies (the routes and the jobs alike). */
export function createFilesDeps(deps: Pick<AppDeps, 'db' | 'config' | 'secrets'>): FilesDeps {
  return {
    db: deps.db,
    signer: createSigner(deps.secrets),
    storage: createFileStorage(deps.config.fileStorage),
    stagingDir: deps.config.uploadStagingDir,
  };
}

/**
 * A file the app made for one member or vendor user (a PDF rendered in the background, decisions
 * 0096, 0111): its bytes
 * go to the storage, its blob row through `tx` (the caller's unit of work: a rollback leaves only
 * an unreachable object). Attached to nothing, so only that member reads it, through a signed
 * url that expires with the signed id (SIGNED_ID_SECONDS); then `files.prune_generated` deletes
 * it (unused-blobs-cleanup.ts).
 */
export async function storeGeneratedFile(
  files: Pick<FilesDeps, 'signer' | 'storage' | 'stagingDir'>,
  tx: Executor,
  owner: FileWriter,
  file: { filename: string; contentType: string; bytes: Buffer },
): Promise<{ url: string; signedId: string }> {
  const storageKey = randomBytes(20).toString('hex');
  await fs.promises.mkdir(files.stagingDir, { recursive: true, mode: 0o700 });
  const staged = path.join(files.stagingDir, `${storageKey}-generated`);
  try {
    await fs.promises.writeFile(staged, file.bytes, { mode: 0o600 });
    await files.storage.putFromStaging(storageKey, staged, file.contentType);
  } finally {
    await fs.promises.rm(staged, { force: true });
  }
  const blob = await repo.insertBlob(tx, {
    companyId: owner.companyId,
    storageKey,
    filename: file.filename,
    contentType: file.contentType,
    byteSize: file.bytes.length,
    checksum: createHash('md5').update(file.bytes).digest('base64'),
    state: 'uploaded',
    uploadedAt: new Date(),
    origin: 'generated',
    ...uploaderColumns(owner),
  });
  const signedId = signedIdOf(files.signer, blob);
  return { url: uploadUrl(signedId, blob.filename), signedId };
}

/**
 * The uploaded blob a signed id names, when `scope` may read it: its uploader, or whoever may read
 * a document it is attached to (internal files never to a vendor). Anything else is 404.
 */
export async function readableBlob(
  db: Executor,
  signer: Signer,
  scope: FileScope,
  signedId: string,
) {
  const ref = signer.verify('blob', signedId);
  if (!ref) throw new NotFoundError();
  if (scope.kind === 'company' && scope.ctx.companyId !== ref.companyId) throw new NotFoundError();
  const company = { companyId: ref.companyId };
  const blob = await repo.findBlob(db, company, ref.blobId);
  if (!blob || blob.state !== 'uploaded') throw new NotFoundError();
  if (uploadedBy(scope, blob)) return blob;
  for (const attachment of await repo.attachmentsOfBlob(db, company, blob.id)) {
    if (scope.kind === 'vendor' && attachment.visibility === 'internal') continue;
    const record = { ...company, recordType: attachment.recordType, recordId: attachment.recordId };
    if (await mayRead(db, scope, record)) return blob;
  }
  throw new NotFoundError();
}

export function presentBlob(signer: Signer, blob: repo.BlobRow) {
  const signedId = signedIdOf(signer, blob);
  return presentUpload(blob, signedId, uploadUrl(signedId, blob.filename), null);
}

// ---- for the modules that own documents (through index.ts) ----

/** The §9 key of an attach or a removal: 422 'Upload key is required…' without a known one. */
function requireKey(key: string | null | undefined): UploadKeyType {
  if (!key || !isUploadKeyType(key)) {
    throw new ValidationError(UPLOAD_MESSAGES.keyRequired, { key: [UPLOAD_MESSAGES.keyRequired] });
  }
  return key;
}

/** 404 unless the writer may write the document (its module's rule) under this key. */
async function requireWritable(
  db: Executor,
  writer: FileWriter,
  record: Omit<FileRecord, 'companyId'>,
  key: UploadKeyType,
) {
  // A vendor never holds an internal file, whatever a document module would allow.
  if (writer.kind === 'vendor' && visibilityOfUploadKey(key) !== 'public') {
    throw new NotFoundError();
  }
  const full = { ...record, companyId: writer.companyId };
  if (!(await mayWrite(db, fileScopeOfWriter(writer), full, key))) throw new NotFoundError();
}

/**
 * Attaches uploaded blobs (by signed id) to a document under an upload key type. The caller runs it
 * in its unit of work; the writer must be allowed to write the document. A vendor user attaches
 * only what they uploaded themselves.
 */
export async function attachFiles(
  db: Executor,
  signer: Signer,
  writer: FileWriter,
  record: Omit<FileRecord, 'companyId'>,
  key: string | null | undefined,
  signedIds: string[],
) {
  const keyType = requireKey(key);
  await requireWritable(db, writer, record, keyType);
  const company = { companyId: writer.companyId };
  const ids = signedIds.map((signed) => {
    const ref = signer.verify('blob', signed);
    if (!ref || ref.companyId !== company.companyId) throw new NotFoundError();
    return ref.blobId;
  });
  const blobs = await repo.claimBlobsToAttach(db, company, ids);
  if (
    blobs.length !== new Set(ids).size ||
    blobs.some(
      (b) =>
        b.state !== 'uploaded' ||
        (writer.kind === 'vendor' && !uploadedBy(fileScopeOfWriter(writer), b)),
    )
  ) {
    throw new NotFoundError();
  }
  // In the order sent: a document lists its files oldest first, then by attachment id.
  const byId = new Map(blobs.map((blob) => [blob.id, blob]));
  const sent = [...new Set(ids)].map((id) => byId.get(id)!);
  await repo.insertAttachments(
    db,
    sent.map((blob) => ({
      companyId: company.companyId,
      blobId: blob.id,
      recordType: record.recordType,
      recordId: record.recordId,
      keyType,
      visibility: visibilityOfUploadKey(keyType),
      ...uploaderColumns(writer),
    })),
  );
}

/** Removes one file from a document: both the upload key and the file id are needed (§5). */
export async function detachFile(
  db: Executor,
  writer: FileWriter,
  record: Omit<FileRecord, 'companyId'>,
  key: string | null | undefined,
  attachmentId: number,
) {
  const keyType = requireKey(key);
  await requireWritable(db, writer, record, keyType);
  const company = { companyId: writer.companyId };
  const blobId = await repo.deleteAttachment(db, company, { ...record, keyType, attachmentId });
  if (blobId === undefined) throw new NotFoundError();
  await repo.markUnattachedIfFree(db, company, blobId, new Date());
}

/** A document's files as §3 Uploads, with fresh signed ids; a vendor never gets internal ones. */
export async function filesOf(db: Executor, signer: Signer, scope: FileScope, record: FileRecord) {
  return presentFiles(
    signer,
    scope,
    await repo.filesOfRecord(db, record, record.recordType, record.recordId),
  );
}

/** Files already read (`filesOfRecordJsonSql` inside another statement) as `filesOf` answers them. */
export function presentFiles(signer: Signer, scope: FileScope, rows: repo.FileRows) {
  return rows
    .filter(({ attachment }) => scope.kind === 'company' || attachment.visibility === 'public')
    .map(({ attachment, blob }) => {
      const signedId = signedIdOf(signer, blob);
      return presentUpload(blob, signedId, uploadUrl(signedId, blob.filename), attachment);
    });
}
