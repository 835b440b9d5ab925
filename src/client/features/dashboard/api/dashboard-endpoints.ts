import { defineEndpoint } from '@client/api/endpoint';

/** Today's figures, the month's, stock counts and the latest orders, computed by the server. */
export const getDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/dashboard',
  response: async () => (await import('@shared/dashboard/dashboard.schemas')).DashboardSchema,
});
