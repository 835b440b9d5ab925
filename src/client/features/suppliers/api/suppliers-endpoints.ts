import type { SupplierInput } from '@shared/suppliers/suppliers.schemas';
import { defineEndpoint, typed } from '@client/api/endpoint';

const schemas = () => import('@shared/suppliers/suppliers.schemas');

export const getSupplierSummary = defineEndpoint({
  method: 'GET',
  path: '/api/suppliers/summary',
  response: async () => (await schemas()).SupplierSummarySchema,
});

export const createSupplier = defineEndpoint({
  method: 'POST',
  path: '/api/suppliers',
  body: typed<SupplierInput>(),
  response: async () => (await schemas()).SupplierSchema,
});

export const updateSupplier = defineEndpoint({
  method: 'PUT',
  path: '/api/suppliers/:id',
  body: typed<SupplierInput>(),
  response: async () => (await schemas()).SupplierSchema,
});
