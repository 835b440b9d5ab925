import { defineEndpoint } from './endpoint';

/** The shop's categories: the catalogue files products under them, a stock take counts one. */
export const listCategories = defineEndpoint({
  method: 'GET',
  path: '/api/categories',
  response: async () =>
    (await import('@shared/catalog/category.schemas')).CategoryListResponseSchema,
});
