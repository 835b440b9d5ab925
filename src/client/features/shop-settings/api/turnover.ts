import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineEndpoint, keyOf, request } from '@client/api/endpoint';

/** The taxable turnover meter (owner only): the settings' VAT fields and the dashboard's warning. */
export const getTurnover = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/turnover',
  response: async () => (await import('@shared/shop-settings/turnover.schemas')).TurnoverSchema,
});

export const turnoverQueryOptions = () =>
  queryOptions({ queryKey: keyOf(getTurnover), queryFn: () => request(getTurnover, {}) });

export const useTurnover = () => useQuery(turnoverQueryOptions());
