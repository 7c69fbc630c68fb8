import type { RawRequestDefaultExpression } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createRequestIds } from './request-id';

const request = (headers: Record<string, string> = {}) =>
  ({ headers }) as unknown as RawRequestDefaultExpression;

describe('request ids', () => {
  it('are random: unique, and telling nothing of the requests served between two answers', () => {
    const first = createRequestIds();
    const second = createRequestIds(); // another process, or the next start of this one
    const ids = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      ids.add(first(request()));
      ids.add(second(request()));
    }
    expect(ids.size).toBe(2000);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('keep a well-formed id a proxy hands over and replace anything else', () => {
    const ids = createRequestIds();
    expect(ids(request({ 'x-request-id': 'abc-123' }))).toBe('abc-123');
    expect(ids(request({ 'x-request-id': 'bad id <script>' }))).not.toContain('script');
    expect(ids(request({ 'x-request-id': 'x'.repeat(101) }))).not.toBe('x'.repeat(101));
  });
});
