import type { CreateCategory } from '@shared/catalog/category.schemas';
import { defineEndpoint, typed } from '@client/api/endpoint';

const schemas = () => import('@shared/catalog/category.schemas');

export const createCategory = defineEndpoint({
  method: 'POST',
  path: '/api/categories',
  body: typed<CreateCategory>(),
  response: async () => (await schemas()).CategorySchema,
});
