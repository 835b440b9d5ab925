import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdirSync } from 'node:fs';

/** Runs the browser journeys; needs the system Chromium (apt-get install chromium). */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
if (!readdirSync('e2e').some((f) => f.endsWith('.e2e.ts'))) {
  console.error('No end-to-end journeys found in e2e/.');
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--config',
    'vitest.e2e.config.ts',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
