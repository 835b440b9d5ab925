import type { Customer } from '@shared/customers/customers.schemas';
import type { CustomerRow } from './customer-lookup';

export const toCustomer = (row: CustomerRow): Customer => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  address: row.address,
  erasedAt: row.erasedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
