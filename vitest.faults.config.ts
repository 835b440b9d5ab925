import { defineConfig } from 'vitest/config';

/** Fault suite: real server processes killed mid-load, a database restarted under them. */
export default defineConfig({
  test: {
    include: ['faults/**/*.fault.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
