import { defineEndpoint } from '@client/api/endpoint';

/** Takings, wallet balance, payment methods and recent transactions, computed by the server. */
export const getPaymentsOverview = defineEndpoint({
  method: 'GET',
  path: '/api/payments/overview',
  response: async () => (await import('@shared/payments/payments.schemas')).PaymentsOverviewSchema,
});
