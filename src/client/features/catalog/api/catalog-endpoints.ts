import type { CreateCategory } from '@shared/catalog/catalog.schemas';
import { defineEndpoint, typed } from '@client/api/endpoint';

const schemas = () => import('@shared/catalog/catalog.schemas');

export const createCategory = defineEndpoint({
  method: 'POST',
  path: '/api/categories',
  body: typed<CreateCategory>(),
  response: async () => (await schemas()).CategorySchema,
});
