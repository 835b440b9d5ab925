import { spawnSync } from 'node:child_process';

/** Fault suite: real processes killed mid-load; a PostgreSQL cluster restarted under the server. */
const result = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--config',
    'vitest.faults.config.ts',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
