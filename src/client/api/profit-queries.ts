import { queryOptions, useQuery } from '@tanstack/react-query';
import { keyOf, request } from './endpoint';
import { getProfit } from './profit-endpoints';

/** Profit from `from` to `to`; '/api/analytics' is refreshed by every sale and order. */
export const profitQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: keyOf(getProfit, from, to),
    queryFn: () => request(getProfit, { query: { from, to } }),
  });

/** The dashboard's and Smart Analytics' profit figures (the owner's: staff are refused them). */
export const useProfit = (from: string, to: string) => useQuery(profitQueryOptions(from, to));
