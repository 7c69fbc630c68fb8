import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { TicketReadError } from './ticket-errors';

/**
 * The English LSTM model shipped in the @tesseract.js-data/eng npm package (its integer "best"
 * variant, the one tesseract.js itself would download for LSTM-only recognition). A local path,
 * not a URL: tesseract.js then reads the file and never fetches (decision 0062).
 */
export const OCR_LANGUAGE_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** One photographed ticket takes a few seconds on one core; a minute means something is wrong. */
export const OCR_TIMEOUT_MS = 60_000;

let worker: Promise<Worker> | null = null;
/** Jobs run one after another: the worker does one at a time, and a job's time starts when it does. */
let queue: Promise<unknown> = Promise.resolve();

async function startWorker(): Promise<Worker> {
  const started = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: OCR_LANGUAGE_DIR,
    gzip: true,
    // No cache: the default writes eng.traineddata into the working directory.
    cacheMethod: 'none',
  });
  await started.setParameters({
    // Automatic layout: a ticket's letterhead, address blocks and table are found as blocks.
    tessedit_pageseg_mode: PSM.AUTO,
    // Sauvola's local threshold: a photo is lit unevenly, one global threshold loses its dark side.
    thresholding_method: '2',
    preserve_interword_spaces: '1',
    // Tesseract's own notes ('Estimating resolution as ...') go nowhere instead of to stderr.
    debug_file: '/dev/null',
  });
  return started;
}

async function discardWorker(): Promise<void> {
  const current = worker;
  worker = null;
  if (current) await current.then((w) => w.terminate()).catch(() => undefined);
}

/**
 * Runs a job on the process's one OCR worker, started on first use and kept for the next ticket.
 * A job that passes the time limit fails with 'ocr_timeout' and takes the worker with it (a
 * recognition cannot be cancelled), so the next job starts a fresh one.
 */
export function runOcr<T>(
  job: (worker: Worker) => Promise<T>,
  timeoutMs = OCR_TIMEOUT_MS,
): Promise<T> {
  const run = queue.then(async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new TicketReadError('ocr_timeout', `OCR took longer than ${timeoutMs} ms.`)),
        timeoutMs,
      );
    });
    try {
      worker ??= startWorker();
      const work = worker.then(job);
      work.catch(() => undefined);
      return await Promise.race([work, timeout]);
    } catch (error) {
      await discardWorker();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Ends the worker thread (the app's close hook calls this); a later job would start a new one. */
export async function shutdownOcr(): Promise<void> {
  await discardWorker();
}
