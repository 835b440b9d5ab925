import type { ProfitQuery } from '@shared/analytics/profit.schemas';
import { defineEndpoint, typed } from './endpoint';

/** Gross profit and margin over days (Johannesburg), in all and per product. */
export const getProfit = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/profit',
  query: typed<ProfitQuery>(),
  response: async () => (await import('@shared/analytics/profit.schemas')).ProfitSchema,
});
