import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/** Test helpers: a browser's two-step direct upload, as @rails/activestorage does it. */
export const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('base64');

export function announce(
  app: FastifyInstance,
  cookie: string,
  filename: string,
  bytes: Buffer,
  contentType = 'application/octet-stream',
) {
  return app.inject({
    method: 'POST',
    url: '/api/rails/active_storage/direct_uploads',
    headers: { cookie },
    payload: {
      blob: { filename, byte_size: bytes.length, checksum: md5(bytes), content_type: contentType },
    },
  });
}

export function putBytes(
  app: FastifyInstance,
  cookie: string,
  url: string,
  body: Buffer | Readable,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'PUT',
    url,
    headers: { cookie, 'content-type': 'application/octet-stream', ...headers },
    payload: body,
  });
}

/** Both steps; answers the blob's signed id and the PUT's answer. */
export async function upload(
  app: FastifyInstance,
  cookie: string,
  filename: string,
  bytes: Buffer,
  contentType?: string,
) {
  const announced = await announce(app, cookie, filename, bytes, contentType);
  if (announced.statusCode !== 200) throw new Error(`announce failed: ${announced.body}`);
  const blob = announced.json();
  const put = await putBytes(app, cookie, blob.direct_upload.url, bytes);
  return { signedId: blob.signed_id as string, put, blob };
}

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
);
/** The DOS header every Windows program starts with. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);
