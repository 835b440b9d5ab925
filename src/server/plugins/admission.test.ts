import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADMISSION_RETRY_AFTER_SECONDS, registerAdmission } from './admission';
import { registerErrorHandling } from './errors';

/**
 * Admission control: past the limit of requests worked on at once, one more answers 503 with
 * Retry-After at once (not queued); health checks always pass; a finished request frees its place.
 */
async function appWith(limit: number) {
  const app = Fastify();
  registerErrorHandling(app);
  registerAdmission(app, limit);
  let release = () => {};
  const slowDone = new Promise<void>((resolve) => (release = resolve));
  let entered = 0;
  let allIn = () => {};
  const inside = new Promise<void>((resolve) => (allIn = resolve));
  app.get('/api/slow', async () => {
    entered += 1;
    if (entered === limit) allIn();
    await slowDone;
    return { slow: true };
  });
  app.get('/api/quick', async () => ({ quick: true }));
  app.get('/api/health', async () => ({ status: 'ok' }));
  await app.ready();
  return { app, release, inside };
}

describe('admission control', () => {
  it('turns the request past the limit away with 503 and Retry-After, then admits again', async () => {
    const { app, release, inside } = await appWith(2);
    const slow = [1, 2].map(() => app.inject({ method: 'GET', url: '/api/slow' }));
    await inside;

    const turned = await app.inject({ method: 'GET', url: '/api/quick' });
    expect(turned.statusCode).toBe(503);
    expect(turned.headers['retry-after']).toBe(String(ADMISSION_RETRY_AFTER_SECONDS));
    expect(turned.json().error).toMatchObject({
      code: 'UNAVAILABLE',
      details: { retryAfterSeconds: ADMISSION_RETRY_AFTER_SECONDS },
    });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    release();
    expect((await Promise.all(slow)).map((r) => r.statusCode)).toEqual([200, 200]);
    // A turned-away request never took a place: after the two, the limit is free again.
    const again = await Promise.all(
      [1, 2].map(() => app.inject({ method: 'GET', url: '/api/quick' })),
    );
    expect(again.map((r) => r.statusCode)).toEqual([200, 200]);
    await app.close();
  });
});
