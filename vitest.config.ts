import { defineConfig } from 'vitest/config';

// One run, several projects: pure packages, the API against a real PostgreSQL, the web app in happy-dom.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contracts', 'apps/api', 'apps/web'],
  },
});
