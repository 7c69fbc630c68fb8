import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/** Whether `npm run build` has built the web app the server serves. */
export function webAppBuilt(config: Pick<Config, 'webDistDir'>): boolean {
  return fs.existsSync(path.join(config.webDistDir, 'index.html'));
}
