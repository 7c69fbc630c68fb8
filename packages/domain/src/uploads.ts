import { MAX_UPLOAD_BYTES } from './limits';

/** procurement-core §5 Upload / access-and-platform §5: the extensions a file may have. */
export const ALLOWED_UPLOAD_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'csv',
  'txt',
  'xml',
  'ods',
  'pptx',
  'jpg',
  'jpeg',
  'jpe',
  'jfif',
  'png',
  'gif',
  'tif',
  'tiff',
  'svg',
  'webp',
  'heic',
  'zip',
  'adf',
  'mia',
] as const;
export type UploadExtension = (typeof ALLOWED_UPLOAD_EXTENSIONS)[number];

/** §9 Upload key types: which of a document's file lists an upload belongs to. */
export const UPLOAD_KEY_TYPES = [
  'public_purchaser_files',
  'internal_purchaser_files',
  'material_request',
  'quote',
  'vendor_files',
  'request_for_quote',
  'purchase_order',
] as const;
export type UploadKeyType = (typeof UPLOAD_KEY_TYPES)[number];

export const isUploadKeyType = (key: string): key is UploadKeyType =>
  (UPLOAD_KEY_TYPES as readonly string[]).includes(key);

/**
 * The keys a vendor user attaches to an order sent to them: their own files and the quote
 * (§9 key types; decision 0073). Every other key is the contractor's.
 */
export const VENDOR_UPLOAD_KEYS = [
  'vendor_files',
  'quote',
] as const satisfies readonly UploadKeyType[];
export const isVendorUploadKey = (key: UploadKeyType): boolean =>
  (VENDOR_UPLOAD_KEYS as readonly UploadKeyType[]).includes(key);

/** Who may see a file: internal files never reach a vendor (access-and-platform §6). */
export type FileVisibility = 'public' | 'internal';
export const visibilityOfUploadKey = (key: UploadKeyType): FileVisibility =>
  key === 'internal_purchaser_files' ? 'internal' : 'public';

/** §9: HEIC/HEIF photos are stored as JPEG at this quality. */
export const HEIC_JPEG_QUALITY = 0.9;

/** §8 upload messages, verbatim. */
export const UPLOAD_MESSAGES = {
  extension: (ext: string) =>
    `Extension ".${ext}" is not allowed. Allowed: ${ALLOWED_UPLOAD_EXTENSIONS.join(', ')}`,
  tooLarge: 'File is too large (maximum 100 MB).',
  types: (types: readonly string[]) =>
    `You can only upload the following types: ${types.join(', ')}`,
  heicConversion: 'Failed to convert HEIC file',
  failed: 'Upload failed',
  keyRequired: 'Upload key is required for the uploader to function properly.',
  /** Not in the spec: the bytes are not what the name says (a renamed program, decision 0075). */
  contentMismatch: (ext: string) => `The file's content is not a .${ext} file.`,
  /** Not in the spec: the bytes differ from the checksum the browser announced. */
  checksumMismatch: 'The file changed during the upload. Please upload it again.',
  /** Not in the spec: more or fewer bytes arrived than the browser announced. */
  sizeMismatch: 'The file arrived incomplete. Please upload it again.',
} as const;

/** The lower-case extension of a file name, '' when it has none. */
export function extensionOf(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function isAllowedUploadExtension(ext: string): ext is UploadExtension {
  return (ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(ext);
}

/** The §8 message for a file that may not be uploaded, or null when its name and size are fine. */
export function uploadProblem(filename: string, byteSize: number): string | null {
  const ext = extensionOf(filename);
  if (!isAllowedUploadExtension(ext)) return UPLOAD_MESSAGES.extension(ext);
  if (byteSize > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * access-and-platform §5: "Filenames are timestamped on upload." The UTC time goes before the
 * extension, so two uploads of 'ticket.pdf' stay apart and keep their type: ticket_20260131-142501.pdf.
 * A HEIC photo converted to JPEG is given `newExtension` 'jpg'.
 */
export function timestampedFilename(filename: string, at: Date, newExtension?: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? '').trim() || 'file';
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  const ext = newExtension ?? (dot > 0 ? base.slice(dot + 1) : '');
  const stamp =
    `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}-` +
    `${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`;
  return ext ? `${stem}_${stamp}.${ext}` : `${stem}_${stamp}`;
}
