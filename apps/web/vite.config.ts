import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { atomicBuild } from './build-output.ts';

const apiPort = process.env.PORT ?? '3000';
const apiTarget = `http://localhost:${apiPort}`;

export default defineConfig({
  // Builds go to builds/<id>; dist is switched to it when complete (build-output.ts).
  plugins: [react(), tailwindcss(), atomicBuild(fileURLToPath(new URL('.', import.meta.url)))],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    sourcemap: true,
    // Every browser the app supports preloads modules itself; the polyfill only cost first-load bytes.
    modulePreload: { polyfill: false },
  },
});
