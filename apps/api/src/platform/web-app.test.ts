import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCompany } from '../../test/factories/index';
import { signIn } from '../../test/sign-in';

// A small built web app as Vite leaves it: index.html, hashed assets with their compressed
// copies and a source map.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'laydown-web-dist-'));
const INDEX = `<!doctype html><html><head><title>Laydown</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
fs.writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(INDEX));
fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
fs.writeFileSync(path.join(dist, 'assets', 'app-Ab12Cd34.js'), SCRIPT);
fs.writeFileSync(path.join(dist, 'assets', 'app-Ab12Cd34.js.gz'), gzipSync(SCRIPT));
fs.writeFileSync(path.join(dist, 'assets', 'app-Ab12Cd34.js.map'), '{"version":3}');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers });

describe('serving the built web app', () => {
  it('answers HEAD like GET for the app and its pages', async () => {
    for (const url of ['/', '/materials', '/project/12?tab=settings']) {
      const page = await get(url);
      const head = await get(url, {}, 'HEAD');
      expect(page.statusCode, url).toBe(200);
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toBe(page.headers['content-type']);
      expect(head.body, url).toBe('');
    }
    expect((await get('/assets/app-Ab12Cd34.js', {}, 'HEAD')).statusCode).toBe(200);
  });

  it('caches hashed assets for a year and makes the browser ask again for index.html', async () => {
    const asset = await get('/assets/app-Ab12Cd34.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/materials', '/favicon.svg']) {
      expect((await get(url)).headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the compressed copy the browser accepts, and the plain file otherwise', async () => {
    const zipped = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'br, gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    const plain = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    const page = await get('/materials', { 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
  });

  it('serves no source map and no page in place of a missing asset', async () => {
    for (const url of ['/assets/app-Ab12Cd34.js.map', '/assets/app-Zz99.js']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
    }
  });

  it('compresses API answers over 1 kB', async () => {
    // The API document is large, and for signed-in users only (decision 0029).
    const cookie = await signIn(t.app, (await createCompany(t.db)).admin);
    const res = await get('/api/docs/json', { 'accept-encoding': 'br', cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const small = await get('/api/health', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
