import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  VasProviderInfoSchema,
  VasPurchaseInputSchema,
  VasPurchaseListQuerySchema,
  VasPurchaseListSchema,
  VasPurchaseResultSchema,
} from '@shared/vas/vas.schemas';
import type { Deps } from '@server/deps';
import { alsoAnswers } from '@server/plugins/openapi-errors';
import { IdempotencyHeadersSchema } from '@shared/common/fields';
import { idempotencyKeyOf } from '@server/lib/idempotency';
import { merchantIdOf } from '@server/plugins/auth';
import { createVasService } from './vas.service';

export function registerVasRoutes(app: FastifyInstance, deps: Deps) {
  const vas = createVasService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['vas'];

  r.get('/api/vas/provider', { schema: { tags, response: { 200: VasProviderInfoSchema } } }, () =>
    vas.info(),
  );

  r.get(
    '/api/vas/purchases',
    {
      schema: {
        tags,
        querystring: VasPurchaseListQuerySchema,
        response: { 200: VasPurchaseListSchema },
      },
    },
    (request) => vas.list(merchantIdOf(request), request.query),
  );

  r.post(
    '/api/vas/purchases',
    {
      schema: {
        headers: IdempotencyHeadersSchema,
        tags,
        body: VasPurchaseInputSchema,
        response: { 201: VasPurchaseResultSchema, ...alsoAnswers(422) },
      },
    },
    async (request, reply) => {
      const result = await vas.purchase(
        merchantIdOf(request),
        request.body,
        idempotencyKeyOf(request),
      );
      return reply.status(201).send(result);
    },
  );
}
