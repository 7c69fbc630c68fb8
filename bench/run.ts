// `npm run bench`: starts the real server on a fresh database and measures the hot platform calls
// through HTTP with autocannon. Numbers go into the issue notes; nothing here asserts timings.
import autocannon from 'autocannon';
import { startServer } from '../e2e/support/server';

const DEMO_PASSWORD = 'Bench-Passw0rd!';
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      user: { email: 'purchaser@demo.test', password: DEMO_PASSWORD, remember_me: '1' },
    }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}

async function measure(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, headers, connections: 10, duration: DURATION_SECONDS });
  const { latency, requests, non2xx } = result;
  console.log(
    `${title.padEnd(28)} ${requests.average.toFixed(0).padStart(6)} req/s   p50 ${latency.p50} ms   p97.5 ${latency.p97_5} ms   p99 ${latency.p99} ms   non-2xx ${non2xx}`,
  );
}

const server = await startServer({ DEMO_PASSWORD, LOG_LEVEL: 'error' });
try {
  const cookie = await signIn(server.baseUrl);
  await measure('GET /api/health', `${server.baseUrl}/api/health`);
  await measure('GET /api/user (signed in)', `${server.baseUrl}/api/user`, { cookie });
} finally {
  await server.stop();
}
