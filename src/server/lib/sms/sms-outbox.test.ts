import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { smsOutbox } from '../../db/schema/index';
import { replyJson, startFakeJsonServer, type FakeJsonServer } from '../../test/fake-json-server';
import { openTestDatabase } from '../../test/test-app';
import { HttpSmsProvider } from './http-sms-provider';
import { createSmsOutbox } from './sms-outbox';

/** The sender of queued SMS: retries a failing gateway with back-off, keeps no sent text. */
let fake: FakeJsonServer;
let database: Database;
beforeAll(async () => {
  fake = await startFakeJsonServer();
  database = await openTestDatabase();
});
afterAll(async () => {
  await fake.close();
  await database.close();
});
beforeEach(() => fake.reset());

const gateway = new HttpSmsProvider({ url: 'http://unset', senderId: 'KasiTrade' });
const outbox = (lines: string[] = []) =>
  createSmsOutbox({
    db: database.db,
    sms: new HttpSmsProvider({ url: fake.baseUrl, senderId: 'KasiTrade', timeoutMs: 2_000 }),
    clock: () => new Date(),
    log: (line) => lines.push(line),
    sweepMs: 0,
    retry: { firstMs: 20, longestMs: 100 },
  });
const message = (n: number) => ({
  phone: `+2771000${String(n).padStart(4, '0')}`,
  text: `Your KasiTrade code is 12${n}.`,
  code: `12${n}`,
});
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function until(condition: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
}

const rowOf = async (phone: string) =>
  (await database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)))[0]!;

describe('the SMS sender', () => {
  it('retries a failing gateway until it takes the message, then keeps no text', async () => {
    let answers = 0;
    fake.answer = (res) =>
      (++answers <= 2 ? replyJson(500, { error: 'busy' }) : replyJson(201, [{ id: 'm1' }]))(res);
    const lines: string[] = [];
    const sender = outbox(lines);
    try {
      await sender.enqueue(message(1), inMinutes(5));
      await until(() => fake.received.length === 3);
      await sender.settled();
      expect(fake.received.map((r) => r.body)).toEqual(
        Array(3).fill({ to: message(1).phone, from: 'KasiTrade', body: message(1).text }),
      );
      const row = await rowOf(message(1).phone);
      expect(row).toMatchObject({ attempts: 3, body: null, code: null, gaveUpAt: null });
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/not sent \(try 1\), again in 20 ms: SMS gateway answered 500/);
    } finally {
      await sender.stop();
    }
  });

  it('gives a message up once its code has expired, and forgets its text', async () => {
    fake.answer = replyJson(503, { error: 'down' });
    const lines: string[] = [];
    const sender = outbox(lines);
    try {
      await sender.enqueue(message(2), new Date(Date.now() + 1_000));
      await until(() => lines.some((line) => line.includes('dropped')));
      await sender.settled();
      const row = await rowOf(message(2).phone);
      expect(row).toMatchObject({ sentAt: null, body: null, code: null });
      expect(row.gaveUpAt).toBeInstanceOf(Date);
      expect(row.attempts).toBeGreaterThanOrEqual(2);
    } finally {
      await sender.stop();
    }
  });

  it('sends what a stopped server left behind when the next one starts', async () => {
    fake.answer = replyJson(201, [{ id: 'm3' }]);
    const stopped = createSmsOutbox({ db: database.db, sms: gateway, clock: () => new Date() });
    await stopped.stop();
    await stopped.enqueue(message(3), inMinutes(5));
    const next = outbox();
    try {
      await until(() => fake.received.length === 1);
      await next.settled();
      expect((await rowOf(message(3).phone)).sentAt).toBeInstanceOf(Date);
    } finally {
      await next.stop();
    }
  });
});
