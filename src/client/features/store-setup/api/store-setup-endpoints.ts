import type { CompleteStoreSetup, SaveStoreSetup } from '@shared/store-setup/store-setup.schemas';
import { defineEndpoint, typed } from '@client/api/endpoint';

const schemas = () => import('@shared/store-setup/store-setup.schemas');

export const getStoreSetup = defineEndpoint({
  method: 'GET',
  path: '/api/store-setup',
  response: async () => (await schemas()).StoreSetupSchema,
});

/** Progress, so a phone that drops the page resumes where it was. */
export const saveStoreSetup = defineEndpoint({
  method: 'PUT',
  path: '/api/store-setup',
  body: typed<SaveStoreSetup>(),
  response: async () => (await schemas()).StoreSetupSchema,
});

export const completeStoreSetup = defineEndpoint({
  method: 'POST',
  path: '/api/store-setup/complete',
  body: typed<CompleteStoreSetup>(),
  response: async () => (await schemas()).CompleteStoreSetupResponseSchema,
});
