import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreatePosSaleSchema,
  PosSaleListQuerySchema,
  PosSaleListResponseSchema,
  PosSaleSchema,
} from '@shared/pos/pos.schemas';
import { APPROVAL_TOKEN_HEADER } from '@shared/shop-staff/permissions';
import { ApprovalTokenHeaderSchema } from '@shared/shop-staff/shop-staff.schemas';
import type { Deps } from '@server/deps';
import { alsoAnswers } from '@server/plugins/openapi-errors';
import { IdempotencyHeadersSchema } from '@shared/common/fields';
import { idempotencyKeyOf } from '@server/lib/idempotency';
import { approvalTokenOf, merchantIdOf, staffOf } from '@server/plugins/auth';
import { shopOf } from '@server/plugins/shop';
import { createPosService } from './pos.service';

export function registerPosRoutes(app: FastifyInstance, deps: Deps) {
  const pos = createPosService(deps);
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
}
