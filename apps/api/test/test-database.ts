import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded';
import { connectDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { ensureProviderCatalog } from '../src/modules/catalog/seed';

/** A PostgreSQL server for the test run: DATABASE_URL's, or an embedded one in a temp folder. */
export async function startTestServer(): Promise<{ serverUrl: string; stop: () => Promise<void> }> {
  if (process.env.DATABASE_URL)
    return { serverUrl: process.env.DATABASE_URL, stop: async () => {} };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laydown-test-pg-'));
  fs.chmodSync(dir, 0o777);
  const server: EmbeddedServer = await startEmbeddedPostgres(dir, await freePort());
  return {
    serverUrl: server.url,
    stop: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new, migrated database on that server; dropped by the returned function. */
export async function createMigratedDatabase(serverUrl: string, prefix = 'laydown_test') {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await admin(serverUrl, `create database ${name}`);
  const url = withDatabase(serverUrl, name);
  const handle = connectDatabase(url, 1);
  try {
    await runMigrations(handle.db);
    await ensureProviderCatalog(handle.db);
  } finally {
    await handle.pool.end();
  }
  return { url, drop: () => admin(serverUrl, `drop database if exists ${name} with (force)`) };
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
