import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../e2e/support/server';
import {
  replyJson,
  startFakeJsonServer,
  type FakeJsonServer,
} from '../src/server/test/fake-json-server';

/**
 * deploy/health-check.mjs, which kasitrade-health.service runs every 30 s: any HTTP answer
 * (a 503 while the database is down included) keeps the server; no answer restarts it.
 */
let server: FakeJsonServer;
beforeAll(async () => {
  server = await startFakeJsonServer();
});
afterAll(() => server.close());

/** The check's exit code; run beside this process, whose fake server must keep answering. */
const check = (url: string) =>
  new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ['deploy/health-check.mjs'], {
      env: { ...process.env, HEALTH_URL: url, HEALTH_TIMEOUT_MS: '300' },
      stdio: 'ignore',
    });
    child.on('exit', resolve);
  });
const health = () => `${server.baseUrl.replace(/\/v1$/, '')}/api/health`;

describe('the health check', () => {
  it('passes a server that answers, 200 or 503', async () => {
    server.answer = replyJson(200, { status: 'ok' });
    expect(await check(health())).toBe(0);
    server.answer = replyJson(503, { error: { code: 'UNAVAILABLE' } });
    expect(await check(health())).toBe(0);
  });

  it('fails a server that hangs or is gone', async () => {
    server.answer = () => {};
    expect(await check(health())).toBe(1);
    expect(await check(`http://127.0.0.1:${await freePort()}/api/health`)).toBe(1);
  });
});
