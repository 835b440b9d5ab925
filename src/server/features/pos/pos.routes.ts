import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreatePosSaleSchema,
  PosSaleListQuerySchema,
  PosSaleListResponseSchema,
  PosSaleSchema,
} from '@shared/pos/pos.schemas';
import { CreateRefundSchema, RefundSchema } from '@shared/pos/refund.schemas';
import { APPROVAL_TOKEN_HEADER } from '@shared/shop-staff/permissions';
import { ApprovalTokenHeaderSchema } from '@shared/shop-staff/shop-staff.schemas';
import type { Deps } from '@server/deps';
import { alsoAnswers } from '@server/plugins/openapi-errors';
import { IdempotencyHeadersSchema, IdParamsSchema } from '@shared/common/fields';
import { idempotencyKeyOf } from '@server/lib/idempotency';
import { approvalTokenOf, merchantIdOf, staffOf } from '@server/plugins/auth';
import { shopOf } from '@server/plugins/shop';
import { createPosService } from './pos.service';
import { createRefundsService } from './refunds.service';
import { registerSaleSyncRoutes } from './sale-sync.routes';

export function registerPosRoutes(app: FastifyInstance, deps: Deps) {
  const pos = createPosService(deps);
  const refunds = createRefundsService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pos'];

  r.get(
    '/api/pos-sales',
    {
      schema: {
        tags,
        querystring: PosSaleListQuerySchema,
        response: { 200: PosSaleListResponseSchema },
      },
    },
    (request) => pos.list(merchantIdOf(request), request.query),
  );

  r.post(
    '/api/pos-sales',
    {
      schema: {
        headers: IdempotencyHeadersSchema.extend({
          [APPROVAL_TOKEN_HEADER]: ApprovalTokenHeaderSchema,
        }),
        tags,
        body: CreatePosSaleSchema,
        response: { 201: PosSaleSchema, ...alsoAnswers(403, 422) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await pos.create(shopOf(request), request.body, idempotencyKeyOf(request), {
          staff: staffOf(request),
          approvalToken: approvalTokenOf(request),
        }),
      ),
  );

  r.get(
    '/api/pos-sales/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: PosSaleSchema } } },
    (request) => pos.get(merchantIdOf(request), request.params.id),
  );

  registerSaleSyncRoutes(app, deps);

  r.post(
    '/api/pos-sales/:id/refunds',
    {
      schema: {
        headers: IdempotencyHeadersSchema.extend({
          [APPROVAL_TOKEN_HEADER]: ApprovalTokenHeaderSchema,
        }),
        tags,
        params: IdParamsSchema,
        body: CreateRefundSchema,
        response: { 201: RefundSchema, ...alsoAnswers(403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await refunds.refund(
            merchantIdOf(request),
            request.params.id,
            request.body,
            idempotencyKeyOf(request),
            { staff: staffOf(request), approvalToken: approvalTokenOf(request) },
          ),
        ),
  );
}
