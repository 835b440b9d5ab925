import { defineEndpoint } from './endpoint';

/** The shop's brands: the brands screen, and the choices of the product form and filters. */
export const listBrands = defineEndpoint({
  method: 'GET',
  path: '/api/brands',
  response: async () => (await import('@shared/brands/brands.schemas')).BrandListSchema,
});
