import { spawnSync } from 'node:child_process';

/**
 * Runs the server suites (API, services, db) again on PostgreSQL: each test file gets a fresh
 * database created from TEST_DATABASE_URL. Without TEST_DATABASE_URL there is nothing to run
 * against; CI (.ci/run) always sets it, so there it never skips.
 */
const url = process.env.TEST_DATABASE_URL;
if (!url) {
  if (process.env.CI) {
    console.error('CI must set TEST_DATABASE_URL for the PostgreSQL run.');
    process.exit(1);
  }
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL run of the server suite did not run.');
  process.exit(0);
}
const result = spawnSync(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', 'src/server', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, KASITRADE_TEST_DB: 'postgres' } },
);
process.exit(result.status ?? 1);
