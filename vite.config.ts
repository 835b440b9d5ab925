import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compileCatalogs } from './scripts/lib/compile-catalogs-plugin';
import { lucideIconFiles } from './scripts/lib/frame-icons';
import { routePreloads } from './scripts/lib/route-preloads-plugin';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const outDir = dir('./dist/client');
// The signed-in frame's icons travel in one file with it instead of one tiny file each (every
// file costs its own gzip overhead), which keeps the dashboard's first load in budget; the
// sign-in pages' own icons stay apart, so they do not carry the frame's.
const LUCIDE = dir('./node_modules/lucide-react/dist/esm/lucide-react.mjs');
const signInIcons = lucideIconFiles(dir('./src/client/features/auth'), LUCIDE);
const frameIcons = new Set(
  [...lucideIconFiles(dir('./src/client/app'), LUCIDE)].filter((icon) => !signInIcons.has(icon)),
);
const isFrameIcon = (id: string) =>
  /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id) && frameIcons.has(path.basename(id));

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
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'frame-icons', test: isFrameIcon, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:5000' } },
});
