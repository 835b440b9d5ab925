import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateProductSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductSchema,
  UpdateProductSchema,
} from '@shared/catalog/catalog.schemas';
import {
  CategoryListResponseSchema,
  CategorySchema,
  CreateCategorySchema,
} from '@shared/catalog/category.schemas';
import { IdParamsSchema } from '@shared/common/fields';
import { StockAdjustmentSchema } from '@shared/catalog/stock-adjustment.schemas';
import type { Deps } from '@server/deps';
import { merchantIdOf, staffOf } from '@server/plugins/auth';
import { createCategoriesService } from './categories.service';
import { createProductsService } from './products.service';

export function registerCatalogRoutes(app: FastifyInstance, deps: Deps) {
  const productsService = createProductsService(deps);
  const categoriesService = createCategoriesService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/products',
    {
      schema: {
        tags: ['products'],
        querystring: ProductListQuerySchema,
        response: { 200: ProductListResponseSchema },
      },
    },
    async (request, reply) => {
      const json = await productsService.listJson(merchantIdOf(request), request.query);
      // Already encoded with ProductListResponseSchema; a JSON string is sent as it is.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  r.get(
    '/api/products/:id',
    {
      schema: {
        tags: ['products'],
        params: IdParamsSchema,
        response: { 200: ProductSchema },
      },
    },
    (request) => productsService.get(merchantIdOf(request), request.params.id),
  );

  r.post(
    '/api/products',
    {
      schema: {
        tags: ['products'],
        body: CreateProductSchema,
        response: { 201: ProductSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await productsService.create(merchantIdOf(request), request.body)),
  );

  r.put(
    '/api/products/:id',
    {
      schema: {
        tags: ['products'],
        params: IdParamsSchema,
        body: UpdateProductSchema,
        response: { 200: ProductSchema },
      },
    },
    (request) => productsService.update(merchantIdOf(request), request.params.id, request.body),
  );

  r.post(
    '/api/products/:id/stock-adjustments',
    {
      schema: {
        tags: ['products'],
        params: IdParamsSchema,
        body: StockAdjustmentSchema,
        response: { 200: ProductSchema },
      },
    },
    (request) =>
      productsService.adjustStock(
        merchantIdOf(request),
        request.params.id,
        request.body,
        staffOf(request)?.id ?? null,
      ),
  );

  r.get(
    '/api/categories',
    {
      schema: { tags: ['categories'], response: { 200: CategoryListResponseSchema } },
    },
    (request) => categoriesService.list(merchantIdOf(request)),
  );

  r.post(
    '/api/categories',
    {
      schema: {
        tags: ['categories'],
        body: CreateCategorySchema,
        response: { 201: CategorySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await categoriesService.create(merchantIdOf(request), request.body)),
  );
}
