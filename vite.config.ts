import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compileCatalogs } from './scripts/lib/compile-catalogs-plugin';
import { routePreloads } from './scripts/lib/route-preloads-plugin';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const outDir = dir('./dist/client');

export default defineConfig({
  root: dir('./src/client'),
  publicDir: dir('./src/client/public'),
  plugins: [
    compileCatalogs(),
    react(),
    tailwindcss(),
    routePreloads(outDir, dir('./src/client/app/routes.tsx')),
  ],
  resolve: {
    alias: { '@shared': dir('./src/shared'), '@client': dir('./src/client') },
  },
  build: { outDir, emptyOutDir: true, sourcemap: false, manifest: true },
  server: { proxy: { '/api': 'http://localhost:5000' } },
});
