import { expect, inject } from 'vitest';
import { TEST_SECRET_KEY } from '../build-test-app';
import { freePort, startServerProcess, waitHealthy } from '../server-process';

/**
 * One more API process on the tests' database (no demo, no jobs, one worker), healthy; answers its
 * host. Stopped after the test (server-process.ts).
 */
export async function startApi(): Promise<string> {
  const port = await freePort();
  const server = startServerProcess({
    PORT: String(port),
    DATABASE_URL: inject('databaseUrl'),
    SECRET_KEY: TEST_SECRET_KEY,
    DEMO: '0',
    JOBS: '0',
    WEB_CONCURRENCY: '1',
  });
  expect(await waitHealthy(server, port), server.output()).toBe(true);
  return `127.0.0.1:${port}`;
}

/** Signs a person in through that process; answers the session cookie. */
export async function sessionCookie(host: string, person: { email: string; password: string }) {
  const res = await fetch(`http://${host}/api/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      user: { email: person.email, password: person.password, remember_me: '1' },
    }),
  });
  expect(res.ok, await res.clone().text()).toBe(true);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}
