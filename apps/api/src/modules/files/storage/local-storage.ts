import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStorage } from './file-storage';

const KEY = /^[a-z0-9]{20,64}$/;

/**
 * Files under `dir`, two levels of folders from the key (ab/cd/abcd...) so no folder grows huge.
 * The staging folder is inside `dir`, so a put is a rename on the same disk.
 */
export function createLocalStorage(dir: string): FileStorage {
  const pathOf = (key: string) => {
    // Keys are made by the server; anything else must never become a path.
    if (!KEY.test(key)) throw new Error('invalid storage key');
    return path.join(dir, key.slice(0, 2), key.slice(2, 4), key);
  };
  return {
    async putFromStaging(key, stagedPath) {
      const target = pathOf(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      try {
        await fs.promises.rename(stagedPath, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await fs.promises.copyFile(stagedPath, target);
        await fs.promises.rm(stagedPath, { force: true });
      }
    },
    async read(key) {
      const file = pathOf(key);
      await fs.promises.access(file);
      return fs.createReadStream(file) as Readable;
    },
    async delete(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
  };
}
