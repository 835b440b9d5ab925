import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { BACKUP_MESSAGES } from '@shared/backups/backups.schemas';
import { registerErrorHandling } from './errors';
import { registerMaintenance } from './maintenance';

/**
 * The maintenance state a restore runs in: new API calls are held back with 503 and
 * Retry-After, the ones in flight finish first, and one that does not finish in time makes
 * the work not run at all.
 */
async function appWith(drainMs: number) {
  const app = Fastify();
  registerErrorHandling(app);
  const maintenance = registerMaintenance(app, drainMs);
  let release = () => {};
  const slowDone = new Promise<void>((resolve) => (release = resolve));
  let worked = 0;
  let slowIn = () => {};
  const slowEntered = new Promise<void>((resolve) => (slowIn = resolve));
  let workIn = () => {};
  const workEntered = new Promise<void>((resolve) => (workIn = resolve));
  app.get('/api/slow', async () => {
    slowIn();
    await slowDone;
    return { slow: true };
  });
  app.get('/api/quick', async () => ({ quick: true }));
  app.post('/api/work', (request) => {
    // run() enters maintenance before it first waits: once this resolves, new calls are held.
    const running = maintenance.run(request, async () => {
      worked += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { worked };
    });
    workIn();
    return running;
  });
  await app.ready();
  return { app, release, worked: () => worked, slowEntered, workEntered };
}

describe('maintenance', () => {
  it('waits for calls in flight, holds new ones back with 503, then serves again', async () => {
    const { app, release, worked, slowEntered, workEntered } = await appWith(60_000);
    const slow = app.inject({ method: 'GET', url: '/api/slow' });
    await slowEntered;
    const work = app.inject({ method: 'POST', url: '/api/work' });
    await workEntered;
    const held = await app.inject({ method: 'GET', url: '/api/quick' });
    expect(held.statusCode).toBe(503);
    expect(held.headers['retry-after']).toBe('30');
    expect(held.json().error.message).toBe(BACKUP_MESSAGES.restoring);
    expect(worked()).toBe(0);
    release();
    expect((await slow).statusCode).toBe(200);
    expect((await work).json()).toEqual({ worked: 1 });
    expect((await app.inject({ method: 'GET', url: '/api/quick' })).statusCode).toBe(200);
    await app.close();
  });

  it('does nothing (503) when a call in flight does not finish in time', async () => {
    const { app, release, worked, slowEntered } = await appWith(100);
    const slow = app.inject({ method: 'GET', url: '/api/slow' });
    await slowEntered;
    const work = await app.inject({ method: 'POST', url: '/api/work' });
    expect(work.statusCode).toBe(503);
    expect(work.json().error.message).toBe(BACKUP_MESSAGES.busy);
    expect(worked()).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/quick' })).statusCode).toBe(200);
    release();
    expect((await slow).statusCode).toBe(200);
    await app.close();
  });
});
