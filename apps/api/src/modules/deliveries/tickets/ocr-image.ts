import sharp from 'sharp';
import type { Bbox } from 'tesseract.js';
import type { PageImage } from './pdf-reader';
import { runOcr } from './ocr-worker';
import { groupIntoRows, type BoxedWord } from './text-rows';
import { TicketReadError } from './ticket-errors';
import type { TicketPage } from './ticket-types';

/**
 * Long side of the image handed to the OCR: a phone's 4000-pixel photo is shrunk to where a
 * ticket's small print is still some 20 pixels high, which keeps recognition to a few seconds.
 */
const MAX_SIDE = 2200;
/** Refuses decompression bombs before decoding: 100 megapixels is more than any phone takes. */
const MAX_INPUT_PIXELS = 100_000_000;

async function prepare(image: Buffer | PageImage): Promise<Buffer> {
  const input = Buffer.isBuffer(image)
    ? sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
    : sharp(image.data, {
        raw: { width: image.width, height: image.height, channels: image.channels },
      });
  try {
    return await input
      .rotate() // the photo's EXIF orientation: phones store it sideways and say so
      .grayscale()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch (error) {
    throw new TicketReadError('unreadable', `The image cannot be read: ${String(error)}`);
  }
}

function boxed(text: string, bbox: Bbox): BoxedWord {
  return { text, left: bbox.x0, right: bbox.x1, top: bbox.y0, bottom: bbox.y1 };
}

/**
 * The words of a photographed or scanned ticket, on their rows. Tesseract straightens a slightly
 * tilted page first (rotateAuto); its blocks are flattened and the words regrouped by row,
 * because it often reads a table's columns as separate blocks.
 */
export async function ocrImage(image: Buffer | PageImage): Promise<TicketPage> {
  const png = await prepare(image);
  const result = await runOcr((worker) =>
    worker.recognize(png, { rotateAuto: true }, { blocks: true, text: false }),
  );
  const words: BoxedWord[] = [];
  for (const block of result.data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const word of line.words) words.push(boxed(word.text, word.bbox));
      }
    }
  }
  return { rows: groupIntoRows(words) };
}
