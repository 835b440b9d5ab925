import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: dir('./src/client'),
  publicDir: dir('./src/client/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@shared': dir('./src/shared'), '@client': dir('./src/client') },
  },
  build: { outDir: dir('./dist/client'), emptyOutDir: true, sourcemap: false, manifest: true },
  server: { proxy: { '/api': 'http://localhost:5000' } },
});
