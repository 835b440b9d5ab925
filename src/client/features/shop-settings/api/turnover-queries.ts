import { queryOptions, useQuery } from '@tanstack/react-query';
import { keyOf, request } from '@client/api/endpoint';
import { getTurnover } from './turnover-endpoints';

export const turnoverQueryOptions = () =>
  queryOptions({ queryKey: keyOf(getTurnover), queryFn: () => request(getTurnover, {}) });

export const useTurnover = () => useQuery(turnoverQueryOptions());
