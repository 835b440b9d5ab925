import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateLoyaltyCardSchema,
  LoyaltyCardListQuerySchema,
  LoyaltyCardListResponseSchema,
  LoyaltyCardSchema,
  LoyaltySummarySchema,
  RedemptionSchema,
  UpdateLoyaltyCardSchema,
} from '@shared/loyalty/loyalty.schemas';
import { IdParamsSchema, IdempotencyHeadersSchema } from '@shared/common/fields';
import type { Deps } from '@server/deps';
import { idempotencyKeyOf } from '@server/lib/idempotency';
import { merchantIdOf } from '@server/plugins/auth';
import { alsoAnswers } from '@server/plugins/openapi-errors';
import { createLoyaltyCardsService } from './loyalty-cards.service';
import { loyaltySummary } from './loyalty-summary';

export function registerLoyaltyRoutes(app: FastifyInstance, deps: Deps) {
  const cards = createLoyaltyCardsService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['loyalty'];

  r.get(
    '/api/loyalty-cards',
    {
      schema: {
        tags,
        querystring: LoyaltyCardListQuerySchema,
        response: { 200: LoyaltyCardListResponseSchema },
      },
    },
    (request) => cards.list(merchantIdOf(request), request.query),
  );

  r.post(
    '/api/loyalty-cards',
    { schema: { tags, body: CreateLoyaltyCardSchema, response: { 201: LoyaltyCardSchema } } },
    async (request, reply) =>
      reply.status(201).send(await cards.create(merchantIdOf(request), request.body)),
  );

  r.put(
    '/api/loyalty-cards/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateLoyaltyCardSchema,
        response: { 200: LoyaltyCardSchema },
      },
    },
    (request) => cards.update(merchantIdOf(request), request.params.id, request.body),
  );

  r.post(
    '/api/loyalty-cards/:id/redeem',
    {
      schema: {
        headers: IdempotencyHeadersSchema,
        tags,
        params: IdParamsSchema,
        response: { 200: RedemptionSchema, ...alsoAnswers(422) },
      },
    },
    (request) => cards.redeem(merchantIdOf(request), request.params.id, idempotencyKeyOf(request)),
  );

  r.get(
    '/api/analytics/loyalty',
    { schema: { tags: ['analytics'], response: { 200: LoyaltySummarySchema } } },
    (request) => loyaltySummary(deps.db, merchantIdOf(request)),
  );
}
