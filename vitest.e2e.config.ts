import { defineConfig } from 'vitest/config';

/** End-to-end journeys in the system Chromium against a real server (see e2e/support/global-setup.ts). */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
