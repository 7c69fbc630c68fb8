import type { TestProject } from 'vitest/node';
import { findChromium } from '../chromium.mjs';
import { startMailbox } from './mailbox';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    demoPassword: string;
    chromiumPath: string;
    mailDir: string;
  }
}

export const DEMO_PASSWORD = 'Demo-Journey-2026!';

/** One real server with the demo company for every journey. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error('Chromium not found: install chromium or set CHROMIUM_PATH');
  const mailbox = await startMailbox();
  // development: the journeys' single sign-on provider runs on this machine (decision 0029).
  const server = await startServer({
    DEMO_PASSWORD,
    SMTP_URL: mailbox.smtpUrl,
    NODE_ENV: 'development',
    // The order edit lock lapses after 9 s without a heartbeat (beats every 3 s), so the lock
    // journey shows an expiry without waiting 90 s (decision 0086).
    ORDER_LOCK_LAPSE_SECONDS: '9',
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('mailDir', mailbox.dir);
  project.provide('demoPassword', DEMO_PASSWORD);
  project.provide('chromiumPath', chromiumPath);
  return async () => {
    const code = await server.stop();
    await mailbox.stop();
    if (code !== 0)
      throw new Error(
        `server did not shut down cleanly on SIGTERM (exit ${code}):\n${server.output()}`,
      );
  };
}
