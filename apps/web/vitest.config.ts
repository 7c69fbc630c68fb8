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
    environment: 'jsdom',
    setupFiles: [here('./src/test/setup.ts')],
    include: ['src/**/*.test.{ts,tsx}'],
    // Typing into Ant Design forms in jsdom is slow; a full form takes a few seconds, and over 30 s
    // at a machine load of 12. A limit for a hang, not a speed check.
    testTimeout: 60_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
