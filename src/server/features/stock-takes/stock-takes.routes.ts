import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@shared/common/fields';
import {
  AddStockCountsSchema,
  StartStockTakeSchema,
  StockTakeListSchema,
  StockTakeSchema,
  UpdateStockTakeSchema,
} from '@shared/stock-takes/stock-takes.schemas';
import type { Deps } from '@server/deps';
import { merchantIdOf, staffOf } from '@server/plugins/auth';
import { createStockTakesService } from './stock-takes.service';

export function registerStockTakesRoutes(app: FastifyInstance, deps: Deps) {
  const stockTakes = createStockTakesService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['stock-takes'];
  const staffIdOf = (request: Parameters<typeof staffOf>[0]) => staffOf(request)?.id ?? null;

  r.get(
    '/api/stock-takes',
    { schema: { tags, response: { 200: StockTakeListSchema } } },
    (request) => stockTakes.list(merchantIdOf(request)),
  );

  r.post(
    '/api/stock-takes',
    { schema: { tags, body: StartStockTakeSchema, response: { 201: StockTakeSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await stockTakes.start(merchantIdOf(request), request.body, staffIdOf(request))),
  );

  r.get(
    '/api/stock-takes/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: StockTakeSchema } } },
    (request) => stockTakes.get(merchantIdOf(request), request.params.id),
  );

  r.post(
    '/api/stock-takes/:id/counts',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: AddStockCountsSchema,
        response: { 200: StockTakeSchema },
      },
    },
    (request) =>
      stockTakes.addCounts(
        merchantIdOf(request),
        request.params.id,
        request.body,
        staffIdOf(request),
      ),
  );

  r.put(
    '/api/stock-takes/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateStockTakeSchema,
        response: { 200: StockTakeSchema },
      },
    },
    (request) => stockTakes.update(merchantIdOf(request), request.params.id, request.body),
  );

  r.post(
    '/api/stock-takes/:id/apply',
    { schema: { tags, params: IdParamsSchema, response: { 200: StockTakeSchema } } },
    (request) => stockTakes.apply(merchantIdOf(request), request.params.id, staffIdOf(request)),
  );
}
