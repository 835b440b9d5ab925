import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PaymentListQuerySchema,
  PaymentListResponseSchema,
  PaymentsOverviewSchema,
} from '@shared/payments/payments.schemas';
import type { Deps } from '@server/deps';
import { merchantIdOf } from '@server/plugins/auth';
import { textsFor } from '@server/plugins/language';
import { createPaymentsService } from './payments.service';

export function registerPaymentsRoutes(app: FastifyInstance, deps: Deps) {
  const payments = createPaymentsService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];

  r.get(
    '/api/payments',
    {
      schema: {
        tags,
        querystring: PaymentListQuerySchema,
        response: { 200: PaymentListResponseSchema },
      },
    },
    (request) => payments.list(merchantIdOf(request), request.query),
  );

  r.get(
    '/api/payments/overview',
    { schema: { tags, response: { 200: PaymentsOverviewSchema } } },
    (request) => payments.overview(merchantIdOf(request), textsFor(request)),
  );
}
