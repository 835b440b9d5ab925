import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfitQuery } from '@shared/analytics/profit.schemas';
import { defineEndpoint, keyOf, request, typed } from './endpoint';

/** Gross profit and margin over days (Johannesburg), in all and per product. */
export const getProfit = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/profit',
  query: typed<ProfitQuery>(),
  response: async () => (await import('@shared/analytics/profit.schemas')).ProfitSchema,
});

/** Profit from `from` to `to`; '/api/analytics' is refreshed by every sale and order. */
export const profitQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: keyOf(getProfit, from, to),
    queryFn: () => request(getProfit, { query: { from, to } }),
  });

/** The dashboard's and Smart Analytics' profit figures (the owner's: staff are refused them). */
export const useProfit = (from: string, to: string) => useQuery(profitQueryOptions(from, to));
