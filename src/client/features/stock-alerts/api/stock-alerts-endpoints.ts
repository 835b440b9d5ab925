import type { z } from 'zod';
import type { MarkAllReadSchema } from '@shared/stock-alerts/stock-alerts.schemas';
import { defineEndpoint, typed } from '@client/api/endpoint';

const schemas = () => import('@shared/stock-alerts/stock-alerts.schemas');

/** Open stock alerts (not yet restocked): unread first, then newest first. */
export const listStockAlerts = defineEndpoint({
  method: 'GET',
  path: '/api/stock-alerts',
  response: async () => (await schemas()).StockAlertListSchema,
});

export const markAlertRead = defineEndpoint({
  method: 'PUT',
  path: '/api/stock-alerts/:id/read',
  response: async () => (await schemas()).StockAlertSchema,
});

/** Marks read every alert created up to `before`: alerts raised since stay unread. */
export const markAllAlertsRead = defineEndpoint({
  method: 'PUT',
  path: '/api/stock-alerts/read',
  body: typed<z.input<typeof MarkAllReadSchema>>(),
  response: async () => (await schemas()).MarkAllReadResponseSchema,
});
