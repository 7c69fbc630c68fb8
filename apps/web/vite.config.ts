import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { antdStaticStyles } from './build/antd-styles/plugin';
import { routeChunks } from './build/route-chunks';
import { theme } from './src/theme';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, compressed once at the
 * strongest levels, so the server sends them as they are (@fastify/static `preCompressed`) and
 * spends no CPU per request (decision 0038).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'laydown-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await fs.readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const content = await fs.readFile(full);
            if (content.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([fs.writeFile(`${full}.br`, br), fs.writeFile(`${full}.gz`, gz)]);
          }),
      );
    },
  };
}

// The API serves everything under /api; in dev and preview Vite forwards it so the browser sees one
// origin and the session cookie (SameSite=Lax, HttpOnly) works without CORS.
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const MATERIALS_PAGE = 'src/features/materials/materials-page.tsx';
const DECIMAL_JS = /[\\/]node_modules[\\/]decimal\.js[\\/]/;

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;
const proxy = { '/api': { target: apiTarget, changeOrigin: false, ws: true } };

// The signed-in shell and the material catalogue (the page most people open) each come as one
// file instead of dozens (decision 0057).
const chunks = routeChunks(
  [
    { name: 'entry', roots: ['src/main.tsx'] },
    // Every signed-in page's title (PageHeader, antd Typography) comes with the shell: a page
    // without a list (quote leveling) does not take the catalogue's code for it (decision 0099).
    {
      name: 'signed-in-shell',
      roots: [
        'src/shell/antd-providers.tsx',
        'src/shell/auth-guard.tsx',
        'src/components/page-header.tsx',
        // Every table draws its rows in view first (decision 0103): the catalogue, the other
        // lists, the order form's lines and the quote leveling (decision 0108).
        'src/components/use-two-pass-rows.ts',
      ],
    },
    // Other pages share these antd components: they load them without the catalogue's code.
    { name: 'list-libraries', roots: [MATERIALS_PAGE], only: NODE_MODULES },
    // The catalogue's own code, then the list parts it shares with the other lists: a list page
    // does not take the catalogue's code with them (decision 0108).
    { name: 'materials-page', roots: [MATERIALS_PAGE], shared: 'list-parts' },
  ],
  DECIMAL_JS,
);

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress(), chunks.plugin, antdStaticStyles(theme)],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  // Maps are built for whoever debugs a build but not linked from the files nor served (decision 0038).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    rollupOptions: {
      output: { codeSplitting: { groups: chunks.groups } },
      treeshake: {
        // decimal.js only defines its class; without this, a page that imports one constant
        // from a @laydown/domain module that also uses Decimal downloads it (decision 0080).
        moduleSideEffects: (id) => !DECIMAL_JS.test(id),
      },
    },
  },
});
