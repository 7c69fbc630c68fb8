// `npm run bench`: starts the real server on a fresh database and measures the hot platform calls
// through HTTP with autocannon. Numbers go into the issue notes; nothing here asserts timings.
import autocannon from 'autocannon';
import { startServer } from '../e2e/support/server';
import { BENCH_PASSWORD, signIn } from './http';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function measure(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, headers, connections: 10, duration: DURATION_SECONDS });
  const { latency, requests, non2xx } = result;
  console.log(
    `${title.padEnd(28)} ${requests.average.toFixed(0).padStart(6)} req/s   p50 ${latency.p50} ms   p97.5 ${latency.p97_5} ms   p99 ${latency.p99} ms   non-2xx ${non2xx}`,
  );
}

const server = await startServer({ DEMO_PASSWORD: BENCH_PASSWORD, LOG_LEVEL: 'error' });
try {
  const cookie = await signIn(server.baseUrl);
  await measure('GET /api/health', `${server.baseUrl}/api/health`);
  await measure('GET /api/user (signed in)', `${server.baseUrl}/api/user`, { cookie });
} finally {
  await server.stop();
}
