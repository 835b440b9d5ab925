import { defineEndpoint } from './endpoint';

/** Whether the server answers: the network probe asks it while requests fail. */
export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  response: async () => (await import('@shared/system/system.schemas')).HealthSchema,
});
