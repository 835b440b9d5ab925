import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateOrderSchema,
  OrderListQuerySchema,
  OrderListResponseSchema,
  OrderSchema,
  UpdateOrderSchema,
} from '@shared/orders/orders.schemas';
import { IdParamsSchema, IdempotencyHeadersSchema } from '@shared/common/fields';
import type { Deps } from '@server/deps';
import { alsoAnswers } from '@server/plugins/openapi-errors';
import { idempotencyKeyOf } from '@server/lib/idempotency';
import { merchantIdOf, staffOf } from '@server/plugins/auth';
import { createOrdersService } from './orders.service';

export function registerOrdersRoutes(app: FastifyInstance, deps: Deps) {
  const orders = createOrdersService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  r.get(
    '/api/orders',
    {
      schema: {
        tags,
        querystring: OrderListQuerySchema,
        response: { 200: OrderListResponseSchema },
      },
    },
    (request) => orders.list(merchantIdOf(request), request.query),
  );

  r.post(
    '/api/orders',
    {
      schema: {
        headers: IdempotencyHeadersSchema,
        tags,
        body: CreateOrderSchema,
        response: { 201: OrderSchema, ...alsoAnswers(422) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await orders.create(
            merchantIdOf(request),
            request.body,
            idempotencyKeyOf(request),
            staffOf(request)?.id ?? null,
          ),
        ),
  );

  r.get(
    '/api/orders/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: OrderSchema } } },
    (request) => orders.get(merchantIdOf(request), request.params.id),
  );

  r.put(
    '/api/orders/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateOrderSchema,
        response: { 200: OrderSchema, ...alsoAnswers(422) },
      },
    },
    (request) => orders.update(merchantIdOf(request), request.params.id, request.body),
  );
}
