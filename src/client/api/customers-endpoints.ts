import type { CustomerInput, CustomerListQuery } from '@shared/customers/customers.schemas';
import { defineEndpoint, typed } from './endpoint';

const schemas = () => import('@shared/customers/customers.schemas');

/** The shop's customers: the customers screen, and every picker (orders, credit, till...). */
export const listCustomers = defineEndpoint({
  method: 'GET',
  path: '/api/customers',
  query: typed<CustomerListQuery>(),
  response: async () => (await schemas()).CustomerListResponseSchema,
});

export const getCustomer = defineEndpoint({
  method: 'GET',
  path: '/api/customers/:id',
  response: async () => (await schemas()).CustomerDetailSchema,
});

export const createCustomer = defineEndpoint({
  method: 'POST',
  path: '/api/customers',
  body: typed<CustomerInput>(),
  response: async () => (await schemas()).CustomerSchema,
});

export const updateCustomer = defineEndpoint({
  method: 'PUT',
  path: '/api/customers/:id',
  body: typed<CustomerInput>(),
  response: async () => (await schemas()).CustomerSchema,
});
