import type { RawRequestDefaultExpression } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createRequestIds } from './request-id';

const request = (headers: Record<string, string> = {}) =>
  ({ headers }) as unknown as RawRequestDefaultExpression;

describe('request ids', () => {
  it('are unique within a process and across processes', () => {
    const first = createRequestIds();
    const second = createRequestIds(); // another process, or the next start of this one
    const ids = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      ids.add(first(request()));
      ids.add(second(request()));
    }
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{12}-[0-9a-z]+$/);
  });

  it('do not start at one: an id does not tell how many requests the process served', () => {
    const counters = Array.from({ length: 5 }, () =>
      createRequestIds()(request()).split('-').pop(),
    );
    expect(new Set(counters).size).toBe(5);
    expect(counters).not.toContain('1');
  });

  it('keep a well-formed id a proxy hands over and replace anything else', () => {
    const ids = createRequestIds();
    expect(ids(request({ 'x-request-id': 'abc-123' }))).toBe('abc-123');
    expect(ids(request({ 'x-request-id': 'bad id <script>' }))).not.toContain('script');
    expect(ids(request({ 'x-request-id': 'x'.repeat(101) }))).not.toBe('x'.repeat(101));
  });
});
