import { HEIC_JPEG_QUALITY } from '@laydown/domain';

/**
 * A HEIC/HEIF photo as JPEG at §9's quality 0.9, decoded by libheif compiled to WebAssembly
 * (libheif-js, inside the npm package: nothing is downloaded). Throws when the photo cannot be read.
 * heic-convert is loaded on the first HEIC photo, not at start: libheif's WebAssembly costs every
 * process ~26 MB of memory and ~0.7 s of start-up (decision 0053).
 */
export async function heicToJpeg(heic: Uint8Array): Promise<Buffer> {
  const { default: convert } = await import('heic-convert');
  const jpeg = await convert({ buffer: heic, format: 'JPEG', quality: HEIC_JPEG_QUALITY });
  return Buffer.from(jpeg);
}
