import { defineConfig } from 'vitest/config';

// Browser journeys share one server and one Chromium; files run one after another.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A journey that fails is run once more before it counts (the report still lists the retry):
    // one timing flake on a loaded 2-core machine must not sink a whole CI run.
    retry: 1,
    // A page loads its code on demand: a poll right after a navigation waits up to 15 s, not
    // vitest's default 1 s (material-prices failed on it at a load of 5-7).
    expect: { poll: { timeout: 15_000 } },
  },
});
