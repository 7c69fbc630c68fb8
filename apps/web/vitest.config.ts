import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Paths are resolved from this file so the project runs the same from the repository root
// (`vitest run --project web`) and from apps/web.
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineProject({
  root: here('.'),
  plugins: [react()],
  test: {
    name: 'web',
    // happy-dom: the same tests in less than half the CPU time of jsdom, which spends it parsing
    // and matching Ant Design's injected styles (decision 0095). A file that needs jsdom says so
    // in its first line (`// @vitest-environment jsdom`).
    environment: 'happy-dom',
    setupFiles: [here('./src/test/setup.ts')],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.{ts,tsx}'],
    // Typing into Ant Design forms is slow in a test DOM; a full form takes seconds, and over 30 s
    // at a machine load of 12. A limit for a hang, not a speed check.
    testTimeout: 60_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
