import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, IdempotencyHeadersSchema } from '@shared/common/fields';
import {
  FloatDepositResultSchema,
  FloatSummarySchema,
  LoadFloatSchema,
} from '@shared/vas/float.schemas';
import type { Deps } from '@server/deps';
import { idempotencyKeyOf } from '@server/lib/idempotency';
import { merchantIdOf } from '@server/plugins/auth';
import { alsoAnswers } from '@server/plugins/openapi-errors';
import { createFloatService } from './float.service';

/** Loading float into the merchant's wallet, for airtime and electricity sales. */
export function registerFloatRoutes(app: FastifyInstance, deps: Deps) {
  const float = createFloatService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['vas'];

  r.get('/api/vas/float', { schema: { tags, response: { 200: FloatSummarySchema } } }, (request) =>
    float.summary(merchantIdOf(request)),
  );

  r.post(
    '/api/vas/float-deposits',
    {
      schema: {
        headers: IdempotencyHeadersSchema,
        tags,
        body: LoadFloatSchema,
        response: { 201: FloatDepositResultSchema, ...alsoAnswers(422) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await float.load(merchantIdOf(request), request.body.amount, idempotencyKeyOf(request)),
        ),
  );

  r.post(
    '/api/vas/float-deposits/:id/refresh',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: FloatDepositResultSchema, ...alsoAnswers(422) },
      },
    },
    (request) => float.refresh(merchantIdOf(request), request.params.id),
  );
}
