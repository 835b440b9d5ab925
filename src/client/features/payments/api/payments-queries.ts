import { queryOptions, useQuery } from '@tanstack/react-query';
import { keyOf, request } from '@client/api/endpoint';
import { getPaymentsOverview } from './payments-endpoints';

export const paymentKeys = { overview: keyOf(getPaymentsOverview) };

export const paymentsOverviewQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.overview,
    queryFn: () => request(getPaymentsOverview, {}),
  });

export const usePaymentsOverview = () => useQuery(paymentsOverviewQueryOptions());
