import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../e2e/support/server';
import { openDatabase } from '../src/server/db/client';
import { users } from '../src/server/db/schema/index';

/**
 * Registrations sent in a loop at a server that is killed with SIGKILL mid-stream: after a
 * restart on the same embedded data directory, every registration answered 2xx is there and
 * its owner can sign in.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'kasitrade-fault-'));
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const registration = (n: number) => ({
  name: 'Thandi Mokoena',
  businessName: `Spaza ${n}`,
  username: `durable${n}`,
  password: 'secret123',
  phone: `072${String(1_000_000 + n).slice(-7)}`,
  email: `durable${n}@example.co.za`,
});

describe('server killed while merchants register', () => {
  it('keeps every answered registration', async () => {
    server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: '0' });
    const answered: string[] = [];
    let n = 0;
    let killed = false;
    const worker = async (baseUrl: string) => {
      while (!killed) {
        const body = registration(n++);
        const response = await fetch(`${baseUrl}/api/auth/merchant/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).catch(() => null);
        if (response?.status === 201) answered.push(body.username);
        else if (!killed) throw new Error(`registration answered ${response?.status}`);
      }
    };
    const workers = Array.from({ length: 4 }, () => worker(server!.baseUrl));
    while (answered.length < 25) await new Promise((r) => setTimeout(r, 20));
    killed = true;
    await server.stop('SIGKILL');
    await Promise.allSettled(workers);

    server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: '0' });
    const login = await fetch(`${server.baseUrl}/api/auth/merchant/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: answered.at(-1), password: 'secret123' }),
    });
    expect(login.status).toBe(200);
    await server.stop();
    server = undefined;

    const check = await openDatabase({ dataDir });
    try {
      const kept = await check.db
        .select({ username: users.username })
        .from(users)
        .where(inArray(users.username, answered));
      expect(kept.map((u) => u.username).sort()).toEqual([...answered].sort());
    } finally {
      await check.close();
    }
  });
});
