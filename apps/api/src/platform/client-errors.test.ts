import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

/** Issue 14: requests Node's parser refuses answer the error model and close the connection. */
let t: TestApp;
let port = 0;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

/** Sends raw bytes and reads until the server closes the connection. */
function exchange(request: string): Promise<{ raw: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let raw = '';
    socket.setTimeout(5_000, () => {
      socket.destroy();
      resolve({ raw, closed: false });
    });
    socket.on('data', (chunk) => (raw += chunk.toString('utf8')));
    socket.on('close', () => resolve({ raw, closed: true }));
    socket.on('error', reject);
    socket.write(request);
  });
}

const parse = (raw: string) => {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...headers] = head.split('\r\n');
  return {
    status: Number(statusLine.split(' ')[1]),
    headers: Object.fromEntries(
      headers.map((h) => [
        h.slice(0, h.indexOf(':')).toLowerCase(),
        h.slice(h.indexOf(':') + 1).trim(),
      ]),
    ),
    body: JSON.parse(body) as unknown,
  };
};

describe('requests the HTTP parser refuses', () => {
  it('answers headers that are too large with 431 in the error model, and closes', async () => {
    const { raw, closed } = await exchange(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const res = parse(raw);
    expect(res.status).toBe(431);
    expect(res.headers.connection).toBe('close');
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).toEqual({
      error: { code: 'headers_too_large', message: 'The request headers are too large.' },
    });
    expect(closed).toBe(true);
  });

  it('answers a malformed request line with 400 in the error model, and closes', async () => {
    const { raw, closed } = await exchange('NOT A REQUEST\r\n\r\n');
    const res = parse(raw);
    expect(res.status).toBe(400);
    expect(res.headers.connection).toBe('close');
    expect(res.body).toEqual({
      error: { code: 'bad_request', message: 'The request could not be read.' },
    });
    expect(closed).toBe(true);
  });
});
