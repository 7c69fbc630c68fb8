import { fileTypeFromBuffer } from 'file-type';
import type { UploadExtension } from '@laydown/domain';

/** How many leading bytes the check reads: file-type needs at most 4100. */
export const HEAD_BYTES = 4100;

/**
 * What the first bytes of a file with each allowed extension may be, as `file-type` names them
 * (decision 0075). 'text': no binary signature and no NUL byte (csv, txt, xml, svg). 'opaque': a
 * format file-type does not know (adf, mia): anything but a program.
 */
const EXPECTED: Record<UploadExtension, readonly string[] | 'text' | 'opaque'> = {
  pdf: ['pdf'],
  doc: ['cfb'],
  xls: ['cfb'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  ods: ['ods', 'zip'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  jpe: ['jpg'],
  jfif: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  tif: ['tif'],
  tiff: ['tif'],
  webp: ['webp'],
  heic: ['heic'],
  zip: ['zip'],
  csv: 'text',
  txt: 'text',
  xml: 'text',
  svg: 'text',
  adf: 'opaque',
  mia: 'opaque',
};

/** Formats that run code: never accepted, whatever the name says. */
const PROGRAMS = new Set([
  'exe',
  'elf',
  'macho',
  'class',
  'jar',
  'apk',
  'wasm',
  'swf',
  'lnk',
  'deb',
  'rpm',
  'crx',
  'xpi',
  'cab',
  'reg',
]);

const UTF16_BOM = (head: Uint8Array) =>
  head.length >= 2 &&
  ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff));

/** True when the file's first bytes are what its extension promises. */
export async function contentMatchesExtension(
  ext: UploadExtension,
  head: Uint8Array,
): Promise<boolean> {
  const detected = (await fileTypeFromBuffer(head))?.ext;
  const expected = EXPECTED[ext];
  if (expected === 'opaque') return detected === undefined || !PROGRAMS.has(detected);
  if (expected === 'text') {
    const textual = detected === undefined || detected === 'xml';
    return textual && (UTF16_BOM(head) || !head.includes(0));
  }
  return detected !== undefined && expected.includes(detected);
}
