import type { Readable } from 'node:stream';

/** Where a blob's bytes live, by its storage key (decision 0075). */
export interface FileStorage {
  /** Moves a checked file from the staging folder into the storage under `key`. */
  putFromStaging(key: string, stagedPath: string, contentType: string): Promise<void>;
  /** The bytes of `key`; the stream errors if the object is gone. */
  read(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
}
