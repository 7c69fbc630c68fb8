import { z } from 'zod';
import { UPLOAD_KEY_TYPES } from '@laydown/domain';

/** Base64 of an MD5 digest, as Active Storage's direct upload announces a file's checksum. */
const md5Base64 = z
  .string()
  .regex(/^[A-Za-z0-9+/]{22}==$/, { error: 'Must be a base64 MD5 checksum' });

/**
 * POST /rails/active_storage/direct_uploads (procurement-core §7 Files): Active Storage's request.
 * The extension and size rules answer 422 with §8's messages (decision 0075).
 */
export const directUploadRequest = z
  .object({
    blob: z
      .object({
        filename: z.string().trim().min(1).max(255),
        byte_size: z.int().min(0).max(Number.MAX_SAFE_INTEGER),
        checksum: md5Base64,
        content_type: z
          .string()
          .trim()
          .max(255)
          .regex(/^$|^[\w.+-]+\/[\w.+-]+$/, { error: 'Must be a content type like image/png' })
          .default(''),
      })
      .strict(),
  })
  .strict();
export type DirectUploadRequest = z.input<typeof directUploadRequest>;

/** Where and how to PUT the bytes: the browser sends them with exactly these headers. */
export const directUploadResponse = z.object({
  signed_id: z.string(),
  filename: z.string(),
  content_type: z.string(),
  byte_size: z.number().int(),
  checksum: z.string(),
  created_at: z.string(),
  direct_upload: z.object({ url: z.string(), headers: z.record(z.string(), z.string()) }),
});
export type DirectUploadResponse = z.infer<typeof directUploadResponse>;

export const uploadKeyType = z.enum(UPLOAD_KEY_TYPES);

/**
 * procurement-core §3 Uploads: key, filename, url, size, signed_id, attachment_id. `key` and
 * `attachment_id` are null for a blob that is not (or not here) attached to a document.
 */
export const uploadRecord = z.object({
  key: uploadKeyType.nullable(),
  filename: z.string(),
  url: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  signed_id: z.string(),
  attachment_id: z.number().int().nullable(),
});
export type UploadRecord = z.infer<typeof uploadRecord>;

export const findSignedQuery = z.object({ signed_id: z.string().min(1).max(200) }).strict();
export const findSignedResponse = z.object({ file: uploadRecord });
export const signedFileParams = z
  .object({ signed_id: z.string().min(1).max(200), filename: z.string().max(300) })
  .strict();
export const uploadTokenParams = z.object({ token: z.string().min(1).max(200) }).strict();
