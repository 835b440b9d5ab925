import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ProfitQuerySchema, ProfitSchema } from '@shared/analytics/profit.schemas';
import { SmartDashboardSchema } from '@shared/analytics/smart-dashboard.schemas';
import type { Deps } from '@server/deps';
import { merchantIdOf } from '@server/plugins/auth';
import { textsFor } from '@server/plugins/language';
import { createProfitService } from './profit.service';
import { createSmartDashboardService } from './smart-dashboard.service';

export function registerAnalyticsRoutes(app: FastifyInstance, deps: Deps) {
  const service = createSmartDashboardService(deps);
  const profit = createProfitService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/analytics/smart-dashboard',
    { schema: { tags: ['analytics'], response: { 200: SmartDashboardSchema } } },
    async (request, reply) => {
      const json = await service.smartDashboardJson(merchantIdOf(request), textsFor(request));
      // Already encoded with SmartDashboardSchema; a JSON string is sent as it is.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );
  r.get(
    '/api/analytics/profit',
    {
      schema: {
        tags: ['analytics'],
        querystring: ProfitQuerySchema,
        response: { 200: ProfitSchema },
      },
    },
    (request) => profit.profit(merchantIdOf(request), request.query),
  );
}
