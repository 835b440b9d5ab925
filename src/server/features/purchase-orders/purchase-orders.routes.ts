import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@shared/common/fields';
import {
  CreatePurchaseOrderSchema,
  ProposalQuerySchema,
  ProposalSchema,
  PurchaseOrderListQuerySchema,
  PurchaseOrderListSchema,
  PurchaseOrderSchema,
  UpdatePurchaseOrderSchema,
} from '@shared/purchase-orders/purchase-orders.schemas';
import type { Deps } from '@server/deps';
import { merchantIdOf, staffOf } from '@server/plugins/auth';
import { createPurchaseOrdersService } from './purchase-orders.service';

export function registerPurchaseOrdersRoutes(app: FastifyInstance, deps: Deps) {
  const orders = createPurchaseOrdersService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['purchase-orders'];

  r.post(
    '/api/purchase-orders',
    { schema: { tags, body: CreatePurchaseOrderSchema, response: { 201: PurchaseOrderSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await orders.create(merchantIdOf(request), request.body, staffOf(request)?.id ?? null),
        ),
  );

  r.get(
    '/api/purchase-orders',
    {
      schema: {
        tags,
        querystring: PurchaseOrderListQuerySchema,
        response: { 200: PurchaseOrderListSchema },
      },
    },
    (request) => orders.list(merchantIdOf(request), request.query),
  );

  r.get(
    '/api/purchase-orders/proposal',
    { schema: { tags, querystring: ProposalQuerySchema, response: { 200: ProposalSchema } } },
    (request) => orders.proposal(merchantIdOf(request), request.query.supplierId),
  );

  r.get(
    '/api/purchase-orders/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: PurchaseOrderSchema } } },
    (request) => orders.get(merchantIdOf(request), request.params.id),
  );

  r.put(
    '/api/purchase-orders/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdatePurchaseOrderSchema,
        response: { 200: PurchaseOrderSchema },
      },
    },
    (request) => orders.cancel(merchantIdOf(request), request.params.id),
  );
}
