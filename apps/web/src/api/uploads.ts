import SparkMD5 from 'spark-md5';
import { directUploadResponse, errorBody, type DirectUploadResponse } from '@laydown/contracts';
import { UPLOAD_MESSAGES, uploadProblem } from '@laydown/domain';
import { ApiError } from './api-error';
import { http } from './http-client';

/** What a finished upload gives the document it goes on (§3 Uploads: the signed id). */
export interface UploadedBlob {
  signed_id: string;
  filename: string;
  byte_size: number;
}

const CHUNK_BYTES = 2 * 1024 * 1024;

function readBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error(UPLOAD_MESSAGES.failed));
    reader.readAsArrayBuffer(blob);
  });
}

/** Active Storage's checksum: the MD5 of the bytes, base64, read in 2 MB slices. */
export async function md5Base64(file: Blob): Promise<string> {
  const hash = new SparkMD5.ArrayBuffer();
  for (let start = 0; start < file.size; start += CHUNK_BYTES) {
    hash.append(await readBytes(file.slice(start, start + CHUNK_BYTES)));
  }
  const hex = hash.end();
  let binary = '';
  for (let i = 0; i < hex.length; i += 2)
    binary += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16));
  return btoa(binary);
}

/** The bytes to where the server said, with their progress (fetch has no upload progress). */
function putBytes(
  target: DirectUploadResponse['direct_upload'],
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', target.url);
    for (const [name, value] of Object.entries(target.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((100 * event.loaded) / event.total));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let parsed: ReturnType<typeof errorBody.safeParse> | undefined;
      try {
        parsed = errorBody.safeParse(JSON.parse(xhr.responseText));
      } catch {
        parsed = undefined;
      }
      const error = parsed?.success ? parsed.data.error : undefined;
      reject(
        new ApiError(
          xhr.status,
          error?.code ?? 'upload_failed',
          error?.message ?? UPLOAD_MESSAGES.failed,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'upload_failed', UPLOAD_MESSAGES.failed));
    xhr.send(file);
  });
}

/**
 * procurement-core §7 Files: announce the file (POST /rails/active_storage/direct_uploads with
 * its name, size and MD5), then PUT its bytes. The §9 extension and size rules are checked here
 * first, with the server's messages, so a 100 MB mistake is not sent at all.
 */
export async function uploadFile(
  file: File,
  onProgress: (percent: number) => void = () => undefined,
  /** Where the file is announced: a vendor user announces it for an order (decision 0073). */
  announceUrl = '/api/rails/active_storage/direct_uploads',
): Promise<UploadedBlob> {
  const problem = uploadProblem(file.name, file.size);
  if (problem) throw new ApiError(422, 'validation_failed', problem);
  const blob = await http.request(announceUrl, {
    method: 'POST',
    body: {
      blob: {
        filename: file.name,
        byte_size: file.size,
        checksum: await md5Base64(file),
        content_type: file.type,
      },
    },
    schema: directUploadResponse,
  });
  await putBytes(blob.direct_upload, file, onProgress);
  onProgress(100);
  return { signed_id: blob.signed_id, filename: blob.filename, byte_size: blob.byte_size };
}
