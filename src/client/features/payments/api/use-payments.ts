import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsOverview } from '@shared/payments/payments.schemas';
import { apiRequest } from '@client/lib/api';

const OVERVIEW_PATH = '/api/payments/overview';

export const paymentKeys = { overview: [OVERVIEW_PATH] as const };

/** Takings, wallet balance, payment methods and recent transactions, computed by the server. */
export const paymentsOverviewQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.overview,
    queryFn: () => apiRequest<PaymentsOverview>('GET', OVERVIEW_PATH),
  });

export const usePaymentsOverview = () => useQuery(paymentsOverviewQueryOptions());
