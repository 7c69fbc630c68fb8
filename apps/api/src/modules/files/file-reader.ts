import type { Readable } from 'node:stream';
import type { AppDeps } from '../../deps';
import { readableBlob } from './service';
import { createSigner } from './signed-ids';
import { createFileStorage } from './storage/index';
import * as repo from './repository';
import type { CompanyScope } from '../../platform/scope';

const MAX_READ_BYTES = 30 * 1024 * 1024;

async function collect(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > MAX_READ_BYTES) throw new Error('file too large to read in memory');
    chunks.push(buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * For a module that reads a document's files (the delivery ticket reader, decision 0043): the
 * bytes of a blob by signed id, only for a user who may read it (its uploader, or a reader of a
 * document it is attached to; another company's or an expired id is 404), and the signed ids
 * of the files attached to one record.
 */
export function createFileReader(
  deps: Pick<AppDeps, 'config' | 'secrets'> & { db: AppDeps['db'] },
) {
  const signer = createSigner(deps.secrets);
  const storage = createFileStorage(deps.config.fileStorage);
  return {
    async bytesOf(ctx: CompanyScope, signedId: string) {
      const blob = await readableBlob(deps.db, signer, { kind: 'company', ctx }, signedId);
      if (blob.byteSize > MAX_READ_BYTES) return { bytes: null, contentType: blob.contentType };
      return {
        bytes: await collect(await storage.read(blob.storageKey)),
        contentType: blob.contentType,
      };
    },
    async signedIdsOf(ctx: CompanyScope, recordType: string, recordId: number) {
      const rows = await repo.filesOfRecord(deps.db, ctx, recordType, recordId);
      return rows.map(({ blob }) =>
        signer.sign('blob', { blobId: blob.id, companyId: blob.companyId }, 600),
      );
    },
  };
}
export type FileReader = ReturnType<typeof createFileReader>;
