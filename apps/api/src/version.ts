import { readFileSync } from 'node:fs';
import { PACKAGE_JSON } from './paths';

const pkg = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as {
  version: string;
};

export const APP_VERSION: string = pkg.version;
