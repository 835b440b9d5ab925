import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '@server/deps';
import { merchantIdOf } from '@server/plugins/auth';
import { IdParamsSchema } from '@shared/common/fields';
import {
  PromotionDeletedSchema,
  PromotionInputSchema,
  PromotionListSchema,
  PromotionSchema,
} from '@shared/brands/promotions.schemas';
import { createPromotionsService } from './promotions.service';

/** Promotions per brand: list and create under the brand, edit and delete by id. */
export function registerPromotionsRoutes(app: FastifyInstance, deps: Deps) {
  const promotions = createPromotionsService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['promotions'];

  r.get(
    '/api/promotions',
    { schema: { tags, response: { 200: PromotionListSchema } } },
    (request) => promotions.listCurrent(merchantIdOf(request)),
  );

  r.get(
    '/api/brands/:id/promotions',
    { schema: { tags, params: IdParamsSchema, response: { 200: PromotionListSchema } } },
    (request) => promotions.listForBrand(merchantIdOf(request), request.params.id),
  );

  r.post(
    '/api/brands/:id/promotions',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: PromotionInputSchema,
        response: { 201: PromotionSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await promotions.create(merchantIdOf(request), request.params.id, request.body)),
  );

  r.put(
    '/api/promotions/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: PromotionInputSchema,
        response: { 200: PromotionSchema },
      },
    },
    (request) => promotions.update(merchantIdOf(request), request.params.id, request.body),
  );

  r.delete(
    '/api/promotions/:id',
    {
      schema: { tags, params: IdParamsSchema, response: { 200: PromotionDeletedSchema } },
    },
    (request) => promotions.remove(merchantIdOf(request), request.params.id),
  );
}
