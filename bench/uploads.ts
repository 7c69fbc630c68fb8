// `npm run bench:uploads`: a 100 MB upload streamed through the real server (issue 10: the server's
// memory must grow by less than 20 MB). Starts the server as one process (WEB_CONCURRENCY=1) with
// its own DATA_DIR, announces a 100 MB PDF, PUTs its bytes over HTTP with backpressure, and samples
// the server's resident memory (/proc/<pid>/status VmRSS) every 20 ms while the upload runs.
// BENCH_ROUNDS uploads (default 2: a cold one, then a warm one); BENCH_UPLOAD_BYTES (default 100 MB).
// Uses DATABASE_URL's server when set (a fresh database), else the embedded PostgreSQL.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../e2e/support/server';
import { BENCH_PASSWORD, signIn } from './http';

const SIZE = Number(process.env.BENCH_UPLOAD_BYTES ?? 104_857_600);
const CHUNK = 256 * 1024;
const LIMIT_MB = 20;

/** The file: a PDF header, then filler, produced chunk by chunk (never whole in memory here). */
function* chunks(): Generator<Buffer> {
  const filler = Buffer.alloc(CHUNK, 0x20);
  const head = Buffer.from('%PDF-1.4\n% bench upload\n');
  for (let sent = 0; sent < SIZE; sent += CHUNK) {
    const part = Buffer.from(filler.subarray(0, Math.min(CHUNK, SIZE - sent)));
    if (sent === 0) head.copy(part);
    yield part;
  }
}

const md5 = () => {
  const hash = createHash('md5');
  for (const part of chunks()) hash.update(part);
  return hash.digest('base64');
};

const rssMb = (pid: number) => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : NaN;
};

function put(url: string, cookie: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'PUT', headers: { cookie, ...headers, 'content-length': String(SIZE) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    const source = chunks();
    const pump = () => {
      for (let next = source.next(); !next.done; next = source.next()) {
        if (!request.write(next.value)) return void request.once('drain', pump);
      }
      request.end();
    };
    pump();
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laydown-bench-uploads-'));
// The embedded PostgreSQL runs as its own user when started as root (e2e/support/server.ts does the same).
fs.chmodSync(dataDir, 0o777);
const server = await startServer({
  DEMO_PASSWORD: BENCH_PASSWORD,
  WEB_CONCURRENCY: '1',
  JOBS: '0',
  LOG_LEVEL: 'error',
  DATA_DIR: dataDir,
});
try {
  const pid = server.pid;
  if (!pid) throw new Error('no server pid');
  const cookie = await signIn(server.baseUrl);
  const announce = async (checksum: string, size: number) => {
    const res = await fetch(`${server.baseUrl}/api/rails/active_storage/direct_uploads`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        blob: { filename: 'big.pdf', byte_size: size, checksum, content_type: 'application/pdf' },
      }),
    });
    if (!res.ok) throw new Error(`announce: ${res.status} ${await res.text()}`);
    return (await res.json()) as {
      direct_upload: { url: string; headers: Record<string, string> };
    };
  };
  // Warm-up: a small upload loads every module the upload path uses.
  const small = Buffer.from('%PDF-1.4\n%%EOF\n');
  const warm = await announce(createHash('md5').update(small).digest('base64'), small.length);
  await fetch(`${server.baseUrl}${warm.direct_upload.url}`, {
    method: 'PUT',
    headers: { cookie, ...warm.direct_upload.headers },
    body: small,
  });
  await new Promise((r) => setTimeout(r, 500));

  for (let round = 1; round <= Number(process.env.BENCH_ROUNDS ?? 2); round++) {
    const blob = await announce(md5(), SIZE);
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
    const started = performance.now();
    const status = await put(
      `${server.baseUrl}${blob.direct_upload.url}`,
      cookie,
      blob.direct_upload.headers,
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(pid));
    if (status !== 204) throw new Error(`upload answered ${status}`);
    const growth = peak - before;
    console.log(
      `${round === 1 ? 'cold' : 'warm'} round, ${(SIZE / 1048576).toFixed(0)} MB upload: ${status} in ${seconds.toFixed(1)} s (${(SIZE / 1048576 / seconds).toFixed(0)} MB/s)`,
    );
    console.log(
      `server RSS before ${before.toFixed(1)} MB, peak ${peak.toFixed(1)} MB, growth ${growth.toFixed(1)} MB (limit ${LIMIT_MB} MB)`,
    );
    // The first upload of a fresh process also grows the heap and the allocator to their working
    // size (freed socket buffers wait for V8's next collection): it is printed, and the limit is
    // checked on the warm rounds, where growth would mean the file is being held (decision 0075).
    if (round > 1 && growth >= LIMIT_MB) process.exitCode = 1;
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
