import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import { HEAD_BYTES } from './content-check';

export class UploadTooLargeError extends Error {}
export class UploadAbortedError extends Error {}

export interface ReceivedUpload {
  bytes: number;
  /** Base64 MD5, as Active Storage's checksum. */
  md5: string;
  /** The first bytes, for the content check. */
  head: Buffer;
}

/**
 * Streams a request body into `target` chunk by chunk (never the whole file in memory), counting,
 * hashing and keeping the first bytes. Past `limit` bytes it stops reading and throws
 * UploadTooLargeError without draining the rest; the caller answers and closes the connection.
 * On any failure the partial file is removed.
 */
export async function receiveUpload(
  source: Readable,
  target: string,
  limit: number,
): Promise<ReceivedUpload> {
  const hash = createHash('md5');
  const head: Buffer[] = [];
  let headLength = 0;
  let bytes = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > limit) {
        done(new UploadTooLargeError());
        return;
      }
      hash.update(chunk);
      if (headLength < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - headLength);
        head.push(Buffer.from(part));
        headLength += part.length;
      }
      done(null, chunk);
    },
  });
  const onClose = () => {
    if (!source.readableEnded) meter.destroy(new UploadAbortedError());
  };
  const onError = (error: Error) => meter.destroy(error);
  source.once('close', onClose);
  source.once('error', onError);
  source.pipe(meter);
  try {
    await pipeline(meter, fs.createWriteStream(target, { flags: 'wx', mode: 0o600 }));
    return { bytes, md5: hash.digest('base64'), head: Buffer.concat(head) };
  } catch (error) {
    source.unpipe(meter);
    await fs.promises.rm(target, { force: true });
    throw error;
  } finally {
    source.off('close', onClose);
    source.off('error', onError);
  }
}
