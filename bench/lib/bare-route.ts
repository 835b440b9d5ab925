import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../e2e/support/server';
import { runLoad, type LoadResult } from './load';

/** The limit for the product list: a bare Fastify route serving the same JSON from memory. */
export async function bareRoute(productJson: string): Promise<LoadResult> {
  const file = path.join(tmpdir(), `kasitrade-bench-products-${process.pid}.json`);
  writeFileSync(file, productJson);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/bare-server.ts', file, String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve) => child.stdout.once('data', resolve));
  try {
    return await runLoad({ url: `http://127.0.0.1:${port}/api/products` });
  } finally {
    child.kill('SIGTERM');
    rmSync(file, { force: true });
  }
}
