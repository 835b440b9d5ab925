import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PaymentsOverviewSchema } from '@shared/payments/payments.schemas';
import type { Deps } from '@server/deps';
import { merchantIdOf } from '@server/plugins/auth';
import { createPaymentsService } from './payments.service';

export function registerPaymentsRoutes(app: FastifyInstance, deps: Deps) {
  const payments = createPaymentsService(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/payments/overview',
    {
      schema: { tags: ['payments'], response: { 200: PaymentsOverviewSchema } },
    },
    (request) => payments.overview(merchantIdOf(request)),
  );
}
