import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@shared/common/fields';
import {
  CreateRepeatOrderSchema,
  RepeatOrderListResponseSchema,
  RepeatOrderSchema,
  RepeatOrderStatusSchema,
} from '@shared/repeat-orders/repeat-orders.schemas';
import type { Deps } from '@server/deps';
import { merchantIdOf } from '@server/plugins/auth';
import { createRepeatOrdersService } from './repeat-orders.service';

export function registerRepeatOrderRoutes(app: FastifyInstance, deps: Deps) {
  const service = createRepeatOrdersService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['repeat-orders'] };

  r.get(
    '/api/repeat-orders',
    { schema: { ...common, response: { 200: RepeatOrderListResponseSchema } } },
    (request) => service.list(merchantIdOf(request)),
  );

  r.post(
    '/api/repeat-orders',
    {
      schema: { ...common, body: CreateRepeatOrderSchema, response: { 201: RepeatOrderSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(merchantIdOf(request), request.body)),
  );

  r.put(
    '/api/repeat-orders/:id/status',
    {
      schema: {
        ...common,
        params: IdParamsSchema,
        body: RepeatOrderStatusSchema,
        response: { 200: RepeatOrderSchema },
      },
    },
    (request) => service.setActive(merchantIdOf(request), request.params.id, request.body.isActive),
  );
}
