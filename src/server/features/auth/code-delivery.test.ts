import { performance } from 'node:perf_hooks';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import type { Database } from '@server/db/client';
import { testEnv } from '@server/test/test-env';
import { createAdjustableClock } from '@server/lib/adjustable-clock';
import { createSmsProvider } from '@server/lib/sms/create-sms-provider';
import { createSmsOutbox, type SmsOutbox } from '@server/lib/sms/sms-outbox';
import { merchantInput } from '@server/test/auth-helpers';
import { replyJson, startFakeJsonServer, type FakeJsonServer } from '@server/test/fake-json-server';
import { call, openTestDatabase } from '@server/test/test-app';
import { CODE_RULES } from './phone-codes';

/**
 * Sign-in codes go through a queue: the request writes a row and answers; the sender talks to
 * the gateway. So a slow gateway holds no request, and a phone with an account takes no longer
 * to answer than one without; a failing gateway is tried again.
 */
const GATEWAY_MS = 250;
let fake: FakeJsonServer;
let database: Database;
let outbox: SmsOutbox;
let app: FastifyInstance;
const clock = createAdjustableClock();

beforeAll(async () => {
  fake = await startFakeJsonServer();
  database = await openTestDatabase();
  const env = testEnv({ SMS_PROVIDER: 'http', SMS_HTTP_URL: fake.baseUrl });
  const sms = createSmsProvider(env, () => {});
  outbox = createSmsOutbox({ db: database.db, sms, clock: clock.now, sweepMs: 0 });
  app = await buildApp({
    env,
    database,
    db: database.db,
    sms,
    smsOutbox: outbox,
    caches: null,
    clock: clock.now,
  });
});
afterAll(async () => {
  await app.close();
  await outbox.stop();
  await database.close();
  await fake.close();
});

const slowGateway = () => {
  fake.answer = (res) => setTimeout(() => replyJson(201, [{ id: 'sent' }])(res), GATEWAY_MS);
};
const inject = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as InjectOptions['payload'] });

async function timed(url: string, payload: unknown) {
  const started = performance.now();
  const response = await inject(url, payload);
  expect(response.statusCode).toBe(200);
  return { ms: performance.now() - started };
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

describe('sending codes through the queue', () => {
  it('answers a resend as fast for a registered phone as for an unknown one, gateway or not', async () => {
    slowGateway();
    const registered: string[] = [];
    for (let i = 0; i < 3; i++) {
      const input = merchantInput();
      expect((await inject('/api/auth/merchant/register', input)).statusCode).toBe(201);
      registered.push(input.phone.replace(/^0/, '+27'));
    }
    const unknown = registered.map((_, i) => `+2779555000${i}`);
    const known: number[] = [];
    const stranger: number[] = [];
    for (let round = 0; round < CODE_RULES.resendsPerHour; round++) {
      clock.setOffset(clock.offsetMs() + CODE_RULES.resendCooldownMs + 1000);
      for (let i = 0; i < registered.length; i++) {
        // Each goes first in turn, so neither is always the one after the other's work.
        const pair = [
          () =>
            timed('/api/auth/resend-code', { phone: registered[i] }).then((r) => known.push(r.ms)),
          () =>
            timed('/api/auth/resend-code', { phone: unknown[i] }).then((r) => stranger.push(r.ms)),
        ];
        if ((round + i) % 2) pair.reverse();
        for (const send of pair) await send();
      }
    }
    const times = { registered: median(known), unknown: median(stranger) };
    expect(times.registered, JSON.stringify(times)).toBeLessThan(100);
    expect(times.unknown, JSON.stringify(times)).toBeLessThan(100);
    expect(Math.abs(times.registered - times.unknown), JSON.stringify(times)).toBeLessThan(25);
    // The codes still leave, to the registered phones only.
    await outbox.settled();
    const sentTo = fake.received.map((r) => (r.body as { to: string }).to);
    for (const phone of registered)
      expect(sentTo.filter((to) => to === phone)).toHaveLength(1 + CODE_RULES.resendsPerHour);
    for (const phone of unknown) expect(sentTo).not.toContain(phone);
  });

  it('registers at once while the gateway fails, and the code leaves once it recovers', async () => {
    await outbox.settled();
    fake.reset();
    let answers = 0;
    fake.answer = (res) =>
      (++answers <= 1 ? replyJson(500, { error: 'down' }) : replyJson(201, [{ id: 'ok' }]))(res);
    const input = merchantInput();
    const registered = await call(app, 'POST', '/api/auth/merchant/register', { body: input });
    expect(registered.status).toBe(201);
    const deadline = Date.now() + 5_000;
    while (fake.received.length < 2 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(fake.received).toHaveLength(2);
    expect((fake.received[1]!.body as { body: string }).body).toMatch(/\d{6}/);
  });

  it('has no development outbox with a real gateway', async () => {
    expect((await call(app, 'GET', '/api/dev/sms-outbox')).status).toBe(404);
  });
});
