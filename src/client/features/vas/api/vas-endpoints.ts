import type { LoadFloat } from '@shared/vas/float.schemas';
import type { VasPurchaseInput } from '@shared/vas/vas.schemas';
import type { PageQuery } from '@shared/paging/paging';
import { defineEndpoint, typed } from '@client/api/endpoint';

const vas = () => import('@shared/vas/vas.schemas');
const float = () => import('@shared/vas/float.schemas');

/** Sandbox or live: the page shows a Sandbox badge while test vouchers are issued. */
export const getVasProvider = defineEndpoint({
  method: 'GET',
  path: '/api/vas/provider',
  response: async () => (await vas()).VasProviderInfoSchema,
});

export const listVasPurchases = defineEndpoint({
  method: 'GET',
  path: '/api/vas/purchases',
  query: typed<Partial<PageQuery>>(),
  response: async () => (await vas()).VasPurchaseListSchema,
});

/** Buys from the wallet; the idempotency key makes a retried confirm count once. */
export const buyVas = defineEndpoint({
  method: 'POST',
  path: '/api/vas/purchases',
  body: typed<VasPurchaseInput>(),
  response: async () => (await vas()).VasPurchaseResultSchema,
});

/** The wallet's float and the deposits still waiting for the provider. */
export const getFloat = defineEndpoint({
  method: 'GET',
  path: '/api/vas/float',
  response: async () => (await float()).FloatSummarySchema,
});

export const loadFloat = defineEndpoint({
  method: 'POST',
  path: '/api/vas/float-deposits',
  body: typed<LoadFloat>(),
  response: async () => (await float()).FloatDepositResultSchema,
});

/** Asks the provider whether a pending deposit has arrived. */
export const refreshFloatDeposit = defineEndpoint({
  method: 'POST',
  path: '/api/vas/float-deposits/:id/refresh',
  response: async () => (await float()).FloatDepositResultSchema,
});
