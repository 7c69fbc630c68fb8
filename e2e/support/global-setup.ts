import type { TestProject } from 'vitest/node';
import { findChromium } from '../chromium.mjs';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    demoPassword: string;
    chromiumPath: string;
  }
}

export const DEMO_PASSWORD = 'Demo-Journey-2026!';

/** One real server with the demo company for every journey. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error('Chromium not found: install chromium or set CHROMIUM_PATH');
  const server = await startServer({ DEMO_PASSWORD });
  project.provide('baseUrl', server.baseUrl);
  project.provide('demoPassword', DEMO_PASSWORD);
  project.provide('chromiumPath', chromiumPath);
  return async () => {
    const code = await server.stop();
    if (code !== 0)
      throw new Error(
        `server did not shut down cleanly on SIGTERM (exit ${code}):\n${server.output()}`,
      );
  };
}
