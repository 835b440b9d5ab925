import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SmartDashboard } from '@shared/analytics/smart-dashboard.schemas';
import type { LoyaltySummary } from '@shared/loyalty/loyalty.schemas';
import type { Language } from '@shared/i18n/languages';
import { apiRequest } from '@client/lib/api';
import { useLanguage } from '@client/i18n/use-text';

/** Query keys of the analytics screen; '/api/analytics' is refreshed by every sale and order. */
export const analyticsKeys = {
  all: ['/api/analytics'] as const,
  smartDashboard: ['/api/analytics', 'smart-dashboard'] as const,
  loyalty: ['/api/analytics', 'loyalty'] as const,
};

/** The suggestions come worded in the app's language: each language is its own entry. */
export const smartDashboardQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...analyticsKeys.smartDashboard, language],
    queryFn: () => apiRequest<SmartDashboard>('GET', '/api/analytics/smart-dashboard'),
  });

export const loyaltySummaryQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKeys.loyalty,
    queryFn: () => apiRequest<LoyaltySummary>('GET', '/api/analytics/loyalty'),
  });

export const useSmartDashboard = () => useQuery(smartDashboardQueryOptions(useLanguage()));
export const useLoyaltySummary = () => useQuery(loyaltySummaryQueryOptions());
