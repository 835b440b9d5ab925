import type { EmployeeCreate, EmployeeUpdate } from '@shared/employees/employees.schemas';
import type { PageQuery } from '@shared/paging/paging';
import { defineEndpoint, typed } from '@client/api/endpoint';

const employees = () => import('@shared/employees/employees.schemas');

export const listEmployees = defineEndpoint({
  method: 'GET',
  path: '/api/employees',
  query: typed<Partial<PageQuery>>(),
  counted: true,
  response: async () => (await employees()).EmployeeListSchema,
});

export const createEmployee = defineEndpoint({
  method: 'POST',
  path: '/api/employees',
  body: typed<EmployeeCreate>(),
  response: async () => (await employees()).EmployeeSchema,
});

export const updateEmployee = defineEndpoint({
  method: 'PUT',
  path: '/api/employees/:id',
  body: typed<EmployeeUpdate>(),
  response: async () => (await employees()).EmployeeSchema,
});

export const deleteEmployee = defineEndpoint({
  method: 'DELETE',
  path: '/api/employees/:id',
  response: async () => (await import('@shared/auth/auth.schemas')).MessageResponseSchema,
});
