import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api package's folder. This file sits one folder below it, and so does the bundled
 * dist/main.js that `npm start` runs (every module shares its import.meta.url there), so `..` is
 * the package folder in both. Files the server reads at run time are found from here.
 */
export const API_DIR = fileURLToPath(new URL('..', import.meta.url));

export const MIGRATIONS_DIR = path.join(API_DIR, 'src', 'db', 'migrations');
export const PACKAGE_JSON = path.join(API_DIR, 'package.json');
export const DEFAULT_WEB_DIST_DIR = path.join(API_DIR, '..', 'web', 'dist');
