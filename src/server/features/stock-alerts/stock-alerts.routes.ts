import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '@server/deps';
import { merchantIdOf } from '@server/plugins/auth';
import { IdParamsSchema } from '@shared/common/fields';
import {
  MarkAllReadResponseSchema,
  MarkAllReadSchema,
  StockAlertListSchema,
  StockAlertSchema,
} from '@shared/stock-alerts/stock-alerts.schemas';
import { createStockAlertsService } from './stock-alerts.service';

export function registerStockAlertsRoutes(app: FastifyInstance, deps: Deps) {
  const alerts = createStockAlertsService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['stock-alerts'];

  r.get(
    '/api/stock-alerts',
    { schema: { tags, response: { 200: StockAlertListSchema } } },
    (request) => alerts.list(merchantIdOf(request)),
  );

  r.put(
    '/api/stock-alerts/:id/read',
    { schema: { tags, params: IdParamsSchema, response: { 200: StockAlertSchema } } },
    (request) => alerts.markRead(merchantIdOf(request), request.params.id),
  );

  r.put(
    '/api/stock-alerts/read',
    {
      schema: { tags, body: MarkAllReadSchema, response: { 200: MarkAllReadResponseSchema } },
    },
    (request) => alerts.markAllRead(merchantIdOf(request), new Date(request.body.before)),
  );
}
