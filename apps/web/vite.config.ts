import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API serves everything under /api; in dev and preview Vite forwards it so the browser sees one
// origin and the session cookie (SameSite=Lax, HttpOnly) works without CORS.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;
const proxy = { '/api': { target: apiTarget, changeOrigin: false, ws: true } };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
