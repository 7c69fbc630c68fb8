// `npm run build --workspace @laydown/api`: compiles the server to JavaScript, dist/main.js and
// its chunks, so `npm start` runs no TypeScript compiler (decision 0035). The primary process loads
// only what it uses (no HTTP server), the server processes what they use. The workspace packages
// (@laydown/domain, @laydown/contracts export TypeScript source) are bundled in; every other
// package stays an import that Node resolves from node_modules, native ones included.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('.', import.meta.url));
const WORKSPACE = /^@laydown\//;

/** Bare imports other than the workspace packages stay imports. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      WORKSPACE.test(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(fileURLToPath(new URL('dist', import.meta.url)), { recursive: true, force: true });
await build({
  absWorkingDir: apiDir,
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  // Chunks beside main.js: src/paths.ts finds the package as `..` of every module's file.
  chunkNames: '[name]-[hash]',
  entryNames: '[name]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  // Stack traces and logs keep readable names; the file is not shipped to browsers.
  minify: false,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
});
