import type { TopUpInput } from '@shared/wallets/wallets.schemas';
import { defineEndpoint, typed } from '@client/api/endpoint';

const schemas = () => import('@shared/wallets/wallets.schemas');

export const listWallets = defineEndpoint({
  method: 'GET',
  path: '/api/wallets',
  response: async () => (await schemas()).WalletListSchema,
});

/** A cash top-up; its idempotency key makes a retried tap count once. */
export const topUpWallet = defineEndpoint({
  method: 'POST',
  path: '/api/wallets/:customerId/top-ups',
  body: typed<TopUpInput>(),
  response: async () => (await schemas()).TopUpResultSchema,
});
