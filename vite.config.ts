import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { classGroupsPlugin } from './scripts/lib/class-groups-plugin';
import { compileCatalogs } from './scripts/lib/compile-catalogs-plugin';
import { firstLoadChunks } from './scripts/lib/first-load-chunks-plugin';
import { routePreloads } from './scripts/lib/route-preloads-plugin';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const outDir = dir('./dist/client');
// The first screens (sign-in, the signed-in frame, the dashboard, the till) in a few files, not
// dozens.
const firstLoad = firstLoadChunks({
  signIn: [
    dir('./src/client/features/auth/merchant-login-page.tsx'),
    dir('./src/client/features/auth/admin-login-page.tsx'),
  ],
  frame: dir('./src/client/app/layout/app-layout.tsx'),
  landing: dir('./src/client/app/pages/dashboard-page.tsx'),
  busiest: dir('./src/client/app/pages/pos-page.tsx'),
});

export default defineConfig({
  root: dir('./src/client'),
  publicDir: dir('./src/client/public'),
  plugins: [
    compileCatalogs(),
    classGroupsPlugin([dir('./src/client'), dir('./src/shared')]),
    firstLoad.plugin,
    react(),
    tailwindcss(),
    routePreloads(outDir, dir('./src/client/app/route-table.ts')),
  ],
  resolve: {
    alias: { '@shared': dir('./src/shared'), '@client': dir('./src/client') },
  },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Every browser the app supports preloads modules itself (Chrome 66+, Safari 17+,
    // Firefox 115+), so the first load carries no polyfill for it.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...firstLoad.groups,
            // The till listens for a USB scanner and shows what it read from its first paint; the
            // camera scanner, which opens a dialog, loads after it. Kept apart, so the first does
            // not bring the second.
            { name: 'scan-basics', test: /\/lib\/barcode-scanner\/(wedge|scan-banner)\.tsx?$/ },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:5000' } },
});
