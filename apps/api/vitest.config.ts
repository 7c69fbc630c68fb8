import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // A limit for a hang, not a speed check (speed is measured under bench/): at a machine load of 12
    // on 2 cores, starting server processes took over 20 s.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
