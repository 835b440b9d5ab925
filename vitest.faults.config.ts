import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Fault suite: real server processes killed mid-load, a database restarted under them. */
export default defineConfig({
  // The fault support reads the database schema, which imports shared rules by alias.
  resolve: {
    alias: {
      '@shared': dir('./src/shared'),
      '@server': dir('./src/server'),
    },
  },
  test: {
    include: ['faults/**/*.fault.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
