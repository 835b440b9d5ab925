import { defineEndpoint } from '@client/api/endpoint';

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
