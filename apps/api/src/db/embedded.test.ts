import { describe, expect, it } from 'vitest';
import { loadEmbeddedPostgres } from './embedded';

describe('loading the embedded PostgreSQL', () => {
  it('leaves no process hooks behind that would exit on their own (and turn a failed run green)', async () => {
    const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'beforeExit', 'exit'] as const;
    const before = events.map((event) => process.listenerCount(event));
    await loadEmbeddedPostgres();
    expect(events.map((event) => process.listenerCount(event))).toEqual(before);
  });
});
