import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server';

export const E2E_ADMIN = { username: 'e2e_admin', password: 'e2e-admin-pass' };

let server: RunningServer | undefined;

/** Builds the client once and serves it with a fresh embedded database for the whole run. */
export async function setup(project: TestProject) {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  server = await startServer({
    BOOTSTRAP_ADMIN_USERNAME: E2E_ADMIN.username,
    BOOTSTRAP_ADMIN_PASSWORD: E2E_ADMIN.password,
    SEED_DEMO: '1',
  });
  project.provide('baseUrl', server.baseUrl);
}

export async function teardown() {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
