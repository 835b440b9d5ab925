import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { classGroupsPlugin } from './scripts/lib/class-groups-plugin';
import { compileCatalogs } from './scripts/lib/compile-catalogs-plugin';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  plugins: [
    compileCatalogs(),
    classGroupsPlugin([dir('./src/client'), dir('./src/shared')]),
    react(),
  ],
  resolve: {
    alias: {
      '@shared': dir('./src/shared'),
      '@server': dir('./src/server'),
      '@client': dir('./src/client'),
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/client/test/load-answer-schemas.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
