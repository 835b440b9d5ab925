import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * The server as one JavaScript module (dist/server/main.js) beside its migrations, so
 * production runs plain Node with no TypeScript compiler; packages stay in node_modules.
 */
rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
