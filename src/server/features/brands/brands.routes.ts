import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '@server/deps';
import { merchantIdOf } from '@server/plugins/auth';
import { IdParamsSchema } from '@shared/common/fields';
import {
  BrandInputSchema,
  BrandListSchema,
  BrandSchema,
  TopBrandListSchema,
} from '@shared/brands/brands.schemas';
import { createBrandsService } from './brands.service';

export function registerBrandsRoutes(app: FastifyInstance, deps: Deps) {
  const brands = createBrandsService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['brands'];

  r.get('/api/brands', { schema: { tags, response: { 200: BrandListSchema } } }, (request) =>
    brands.list(merchantIdOf(request)),
  );

  r.get('/api/brands/top', { schema: { tags, response: { 200: TopBrandListSchema } } }, (request) =>
    brands.top(merchantIdOf(request)),
  );

  r.post(
    '/api/brands',
    { schema: { tags, body: BrandInputSchema, response: { 201: BrandSchema } } },
    async (request, reply) =>
      reply.status(201).send(await brands.create(merchantIdOf(request), request.body)),
  );

  r.put(
    '/api/brands/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: BrandInputSchema,
        response: { 200: BrandSchema },
      },
    },
    (request) => brands.update(merchantIdOf(request), request.params.id, request.body),
  );
}
