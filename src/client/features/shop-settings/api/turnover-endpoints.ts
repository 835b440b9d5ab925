import { defineEndpoint } from '@client/api/endpoint';

/** The taxable turnover meter (owner only): the settings' VAT fields and the dashboard's warning. */
export const getTurnover = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/turnover',
  response: async () => (await import('@shared/shop-settings/turnover.schemas')).TurnoverSchema,
});
