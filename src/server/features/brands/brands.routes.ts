import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '@server/deps';
import { merchantIdOf, requireRole } from '@server/plugins/auth';
import { IdParamsSchema } from '@shared/common/fields';
import {
  BrandInputSchema,
  BrandListSchema,
  BrandSchema,
  TopBrandListSchema,
} from '@shared/brands/brands.schemas';
import { createBrandsService } from './brands.service';
import { registerPromotionsRoutes } from './promotions.routes';

export function registerBrandsRoutes(app: FastifyInstance, deps: Deps) {
  const brands = createBrandsService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The guard runs before the body is parsed: no session, no validation work.
  const guard = { onRequest: requireRole(deps.db, 'merchant') };
  const tags = ['brands'];

  r.get(
    '/api/brands',
    { ...guard, schema: { tags, response: { 200: BrandListSchema } } },
    (request) => brands.list(merchantIdOf(request)),
  );

  r.get(
    '/api/brands/top',
    { ...guard, schema: { tags, response: { 200: TopBrandListSchema } } },
    (request) => brands.top(merchantIdOf(request)),
  );

  r.post(
    '/api/brands',
    { ...guard, schema: { tags, body: BrandInputSchema, response: { 201: BrandSchema } } },
    async (request, reply) =>
      reply.status(201).send(await brands.create(merchantIdOf(request), request.body)),
  );

  r.put(
    '/api/brands/:id',
    {
      ...guard,
      schema: {
        tags,
        params: IdParamsSchema,
        body: BrandInputSchema,
        response: { 200: BrandSchema },
      },
    },
    (request) => brands.update(merchantIdOf(request), request.params.id, request.body),
  );

  registerPromotionsRoutes(app, deps, guard);
}
