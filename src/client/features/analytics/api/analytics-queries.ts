import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SmartDashboard } from '@shared/analytics/smart-dashboard.schemas';
import type { LoyaltySummary } from '@shared/loyalty/loyalty.schemas';
import { apiRequest } from '@client/lib/api';

/** Query keys of the analytics screen; '/api/analytics' is refreshed by every sale and order. */
export const analyticsKeys = {
  all: ['/api/analytics'] as const,
  smartDashboard: ['/api/analytics', 'smart-dashboard'] as const,
  loyalty: ['/api/analytics', 'loyalty'] as const,
};

export const smartDashboardQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKeys.smartDashboard,
    queryFn: () => apiRequest<SmartDashboard>('GET', '/api/analytics/smart-dashboard'),
  });

export const loyaltySummaryQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKeys.loyalty,
    queryFn: () => apiRequest<LoyaltySummary>('GET', '/api/analytics/loyalty'),
  });

export const useSmartDashboard = () => useQuery(smartDashboardQueryOptions());
export const useLoyaltySummary = () => useQuery(loyaltySummaryQueryOptions());
