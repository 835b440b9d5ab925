import type { FastifyInstance, FastifyRequest } from 'fastify';
import { phrase } from '@shared/i18n/phrase';
import { AppError } from '../lib/app-error';

/** What a turned-away caller is told to wait; the till adds its own jitter (offline/sync-retry.ts). */
export const ADMISSION_RETRY_AFTER_SECONDS = 2;

/**
 * Admission control (docs/decisions/0028-reconnect-storm.md): at most
 * `limit` API requests are worked on at once; one more answers 503 with Retry-After at once,
 * rather than waiting in an unbounded queue for a database connection until the phone or a
 * proxy gives up. Health checks are always answered.
 */
export function registerAdmission(app: FastifyInstance, limit: number) {
  const admitted = new WeakSet<FastifyRequest>();
  let inFlight = 0;
  const done = (request: FastifyRequest) => {
    if (!admitted.delete(request)) return;
    inFlight -= 1;
  };

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/health')) return;
    if (inFlight >= limit) {
      const seconds = ADMISSION_RETRY_AFTER_SECONDS;
      throw new AppError(
        'UNAVAILABLE',
        phrase('Too many requests. Try again in {seconds} seconds.', { seconds }),
        { retryAfterSeconds: seconds },
      );
    }
    inFlight += 1;
    admitted.add(request);
  });
  app.addHook('onResponse', async (request) => done(request));
  app.addHook('onRequestAbort', async (request) => done(request));
}
