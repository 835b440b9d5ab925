import type { ProfitQuery } from '@shared/analytics/profit.schemas';
import { defineEndpoint, typed } from '@client/api/endpoint';

/** The figures and suggestions, worded in the request's language. */
export const getSmartDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/smart-dashboard',
  response: async () =>
    (await import('@shared/analytics/smart-dashboard.schemas')).SmartDashboardSchema,
});

export const getLoyaltySummary = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/loyalty',
  response: async () => (await import('@shared/loyalty/loyalty.schemas')).LoyaltySummarySchema,
});

/** Gross profit and margin over days (Johannesburg), in all and per product. */
export const getProfit = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/profit',
  query: typed<ProfitQuery>(),
  response: async () => (await import('@shared/analytics/profit.schemas')).ProfitSchema,
});
