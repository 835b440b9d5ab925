import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { FORGET_AFTER_MS } from '@server/domain/accounts/failure-delay';
import { trustDevice } from '@server/domain/accounts/trusted-devices';
import { signUpMerchant } from '@server/test/auth-helpers';
import { call, createTestApp, type TestApp } from '@server/test/test-app';

/**
 * Password guesses per username are counted in the database: every server on it sees the same
 * count and a restart forgets none. Past the free failures each try waits longer than the
 * last; a trusted phone with the right password is counted on its own and gets through.
 */
const FREE = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_FAILURES_PER_USERNAME: String(FREE) });
});
afterAll(() => t.close());

/** Another server (its own services and memory) on the same database and clock. */
const anotherServer = () => buildApp({ ...t.deps, caches: null });

const login = (app: FastifyInstance, username: string, password: string, deviceToken?: string) =>
  call(app, 'POST', '/api/auth/merchant/login', {
    body: { username, password, ...(deviceToken ? { deviceToken } : {}) },
  });
const adminLogin = (app: FastifyInstance, username: string, password: string) =>
  call(app, 'POST', '/api/auth/admin/login', { body: { username, password } });

describe('the per-username failure count', () => {
  it('is shared by two servers on one database', async () => {
    const { input } = await signUpMerchant(t);
    const other = await anotherServer();
    try {
      expect((await login(t.app, input.username, 'wrong-1')).status).toBe(401);
      expect((await login(other, input.username, 'wrong-2')).status).toBe(401);
      expect((await login(t.app, input.username, 'wrong-3')).status).toBe(401);
      const waiting = await login(other, input.username, input.password);
      expect(waiting.status).toBe(429);
      expect(waiting.body.error).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Too many failed sign-in attempts. Try again in 1 second.',
      });
    } finally {
      await other.close();
    }
  });

  it('survives a restart of the server', async () => {
    const { input } = await signUpMerchant(t);
    const before = await anotherServer();
    for (let i = 0; i < FREE; i++) await adminLogin(before, input.username, `wrong-${i}`);
    // Three more failures, each after its wait: the next wait is 8 seconds, longer than a slow
    // machine takes to restart (the clock is the real one, moved on by advance).
    for (let i = 0; i < 3; i++) {
      const refused = await login(before, input.username, input.password);
      t.advance((refused.body.error.details.retryAfterSeconds as number) * 1000);
      expect((await login(before, input.username, 'still-wrong')).status).toBe(401);
    }
    await before.close();
    const after = await anotherServer();
    try {
      expect((await login(after, input.username, input.password)).status).toBe(429);
    } finally {
      await after.close();
    }
  });

  it('lets tries sent all at once through one by one: no more than the free failures', async () => {
    const { input } = await signUpMerchant(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(t.app, input.username, `wrong-${i}`)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(FREE).fill(401), ...Array(10 - FREE).fill(429)]);
  });
});

describe('the delay', () => {
  it('grows with each failure past the free ones: 1, 2, 4, 8 seconds', async () => {
    const { input } = await signUpMerchant(t);
    for (let i = 0; i < FREE; i++) await login(t.app, input.username, `wrong-${i}`);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const refused = await login(t.app, input.username, input.password);
      expect(refused.status).toBe(429);
      const seconds = refused.body.error.details.retryAfterSeconds as number;
      expect(refused.headers['retry-after']).toBe(String(seconds));
      waits.push(seconds);
      t.advance(seconds * 1000);
      expect((await login(t.app, input.username, 'still-wrong')).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // Once the wait is over the right password is heard, and the count starts again.
    t.advance(16_000);
    expect((await login(t.app, input.username, input.password)).status).toBe(200);
    for (let i = 0; i < FREE; i++)
      expect((await login(t.app, input.username, `again-${i}`)).status).toBe(401);
  });

  it('is forgotten a day after the last failure', async () => {
    const { input } = await signUpMerchant(t);
    for (let i = 0; i < FREE; i++) await login(t.app, input.username, `wrong-${i}`);
    expect((await login(t.app, input.username, input.password)).status).toBe(429);
    t.advance(FORGET_AFTER_MS + 1000);
    for (let i = 0; i < FREE; i++)
      expect((await login(t.app, input.username, `later-${i}`)).status).toBe(401);
  });

  it('does not hold back the owner’s trusted phone with the right password', async () => {
    const { input, user } = await signUpMerchant(t);
    const phone = await trustDevice(t.deps.db, user.id, t.deps.clock(), {});
    for (let i = 0; i < FREE + 2; i++) await login(t.app, input.username, `stranger-${i}`);
    expect((await login(t.app, input.username, input.password)).status).toBe(429);

    const owner = await login(t.app, input.username, input.password, phone.token);
    expect(owner.status).toBe(200);
    expect(owner.body.session.token).toEqual(expect.any(String));
    // The stranger still waits; a made-up credential is no way round it.
    expect((await login(t.app, input.username, input.password)).status).toBe(429);
    expect((await login(t.app, input.username, input.password, 'x'.repeat(43))).status).toBe(429);
  });

  it('still counts a trusted phone’s own wrong passwords, on its own', async () => {
    const { input, user } = await signUpMerchant(t);
    const phone = await trustDevice(t.deps.db, user.id, t.deps.clock(), {});
    for (let i = 0; i < FREE; i++)
      expect((await login(t.app, input.username, `typo-${i}`, phone.token)).status).toBe(401);
    expect((await login(t.app, input.username, input.password, phone.token)).status).toBe(429);
    // The username's own count is untouched by the phone's typos.
    expect((await login(t.app, input.username, input.password)).status).toBe(200);
  });
});
