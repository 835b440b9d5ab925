import { defineEndpoint } from '@client/api/endpoint';

/** Today's figures, the month's, stock counts and the latest orders, computed by the server. */
export const getDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/dashboard',
  response: async () => (await import('@shared/dashboard/dashboard.schemas')).DashboardSchema,
});

/** The day's figures alone: what a staff session with the day's-figures permission sees. */
export const getTodayFigures = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/today',
  response: async () => (await import('@shared/dashboard/dashboard.schemas')).TodayFiguresSchema,
});
