import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BACKUP_MESSAGES } from '@shared/backups/backups.schemas';
import { AppError } from '../lib/app-error';

/** How long a caller is told to wait while a restore runs. */
const RETRY_AFTER_SECONDS = 30;
/** How long a restore waits for the requests in flight to finish before giving up. */
const DRAIN_MS = 15_000;

export interface Maintenance {
  /**
   * Runs `work` with the server in maintenance: new API requests answer 503 (Retry-After),
   * the ones in flight (but `own`, the request that asks) finish first. Refuses (503, nothing
   * done) when they do not finish in time.
   */
  run<T>(own: FastifyRequest, work: () => Promise<T>): Promise<T>;
}

/**
 * The maintenance state of a restore (docs/decisions/0027-backup-in-the-app.md): registered on
 * the root, so every route of every area is counted and held back.
 */
export function registerMaintenance(app: FastifyInstance, drainMs = DRAIN_MS): Maintenance {
  const inFlight = new Set<FastifyRequest>();
  let on = false;
  const done = (request: FastifyRequest) => void inFlight.delete(request);

  app.addHook('onRequest', async (request) => {
    if (on && request.url.startsWith('/api/')) {
      throw new AppError('UNAVAILABLE', BACKUP_MESSAGES.restoring, {
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      });
    }
    inFlight.add(request);
  });
  app.addHook('onResponse', async (request) => done(request));
  app.addHook('onRequestAbort', async (request) => done(request));

  async function drained(own: FastifyRequest) {
    const deadline = Date.now() + drainMs;
    while ([...inFlight].some((request) => request !== own)) {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return true;
  }

  return {
    async run(own, work) {
      on = true;
      try {
        if (!(await drained(own))) throw new AppError('UNAVAILABLE', BACKUP_MESSAGES.busy);
        return await work();
      } finally {
        on = false;
      }
    },
  };
}
