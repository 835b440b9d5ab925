import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SyncSalesResponseSchema, SyncSalesSchema } from '@shared/pos/sale-sync.schemas';
import type { Deps } from '@server/deps';
import { alsoAnswers } from '@server/plugins/openapi-errors';
import { staffOf } from '@server/plugins/auth';
import { failureAnswer } from '@server/plugins/errors';
import { shopOf } from '@server/plugins/shop';
import { createSaleSyncService } from './sale-sync.service';

/**
 * POST /api/pos-sales/sync: a phone's waiting offline sales in one call, each keyed as its
 * single send. One request for admission control and the rate limit, however many sales it carries.
 */
export function registerSaleSyncRoutes(app: FastifyInstance, deps: Deps) {
  const service = createSaleSyncService(deps);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/pos-sales/sync',
    {
      schema: {
        tags: ['pos'],
        body: SyncSalesSchema,
        response: { 200: SyncSalesResponseSchema, ...alsoAnswers(403) },
      },
    },
    async (request) => ({
      results: await service.sync(
        shopOf(request),
        request.body,
        { staff: staffOf(request) },
        (error) => {
          const { status, payload } = failureAnswer(error, request);
          return { ...payload.error, status };
        },
      ),
    }),
  );
}
