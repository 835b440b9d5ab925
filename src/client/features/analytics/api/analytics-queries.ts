import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@shared/i18n/languages';
import { keyOf, request } from '@client/api/endpoint';
import { useLanguage } from '@client/i18n/use-text';
import { getLoyaltySummary, getSmartDashboard } from './analytics-endpoints';

/** Query keys of the analytics screen; '/api/analytics' is refreshed by every sale and order. */
export const analyticsKeys = {
  /** The suggestions come worded in the app's language: each language is its own entry. */
  smartDashboard: (language: Language) => keyOf(getSmartDashboard, language),
  loyalty: keyOf(getLoyaltySummary),
};

export const smartDashboardQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: analyticsKeys.smartDashboard(language),
    queryFn: () => request(getSmartDashboard, {}),
  });

export const loyaltySummaryQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKeys.loyalty,
    queryFn: () => request(getLoyaltySummary, {}),
  });

export const useSmartDashboard = () => useQuery(smartDashboardQueryOptions(useLanguage()));
export const useLoyaltySummary = () => useQuery(loyaltySummaryQueryOptions());
