import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardSchema, TodayFiguresSchema } from '@shared/dashboard/dashboard.schemas';
import type { Deps } from '@server/deps';
import { merchantIdOf } from '@server/plugins/auth';
import { createDashboardService } from './dashboard.service';

export function registerDashboardRoutes(app: FastifyInstance, deps: Deps) {
  const service = createDashboardService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/analytics/dashboard',
    {
      schema: {
        tags: ['analytics'],
        response: { 200: DashboardSchema },
      },
    },
    (request) => service.dashboard(merchantIdOf(request)),
  );

  r.get(
    '/api/analytics/today',
    { schema: { tags: ['analytics'], response: { 200: TodayFiguresSchema } } },
    (request) => service.today(merchantIdOf(request)),
  );
}
