import type { UploadRecord } from '@laydown/contracts';
import { isUploadKeyType } from '@laydown/domain';
import type { AttachmentRow, BlobRow } from './repository';

/** Where a file's bytes are served; the name at the end is for the browser's save dialog. */
export const uploadUrl = (signedId: string, filename: string) =>
  `/api/files/blobs/${signedId}/${encodeURIComponent(filename)}`;

/** procurement-core §3 Uploads. */
export function presentUpload(
  blob: BlobRow,
  signedId: string,
  url: string,
  attachment: AttachmentRow | null,
): UploadRecord {
  return {
    key: attachment && isUploadKeyType(attachment.keyType) ? attachment.keyType : null,
    filename: blob.filename,
    url,
    size: blob.byteSize,
    content_type: blob.contentType,
    signed_id: signedId,
    attachment_id: attachment?.id ?? null,
  };
}
