import { defineEndpoint } from './endpoint';

/** The shop's suppliers: the suppliers screen, and the choices of the product form. */
export const listSuppliers = defineEndpoint({
  method: 'GET',
  path: '/api/suppliers',
  response: async () => (await import('@shared/suppliers/suppliers.schemas')).SupplierListSchema,
});
