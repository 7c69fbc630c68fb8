import convert from 'heic-convert';
import { HEIC_JPEG_QUALITY } from '@laydown/domain';

/**
 * A HEIC/HEIF photo as JPEG at §9's quality 0.9, decoded by libheif compiled to WebAssembly
 * (libheif-js, inside the npm package: nothing is downloaded). Throws when the photo cannot be read.
 */
export async function heicToJpeg(heic: Uint8Array): Promise<Buffer> {
  const jpeg = await convert({ buffer: heic, format: 'JPEG', quality: HEIC_JPEG_QUALITY });
  return Buffer.from(jpeg);
}
