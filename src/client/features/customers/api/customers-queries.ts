import { useQuery } from '@tanstack/react-query';
import {
  customerDetailQueryOptions,
  customerListQueryOptions,
} from '@client/api/customers-queries';

export const CUSTOMERS_PAGE_SIZE = 20;

export const useCustomers = (search: string, page: number) =>
  useQuery(customerListQueryOptions({ search, page, pageSize: CUSTOMERS_PAGE_SIZE }));
export const useCustomerDetail = (id: string | null) => useQuery(customerDetailQueryOptions(id));
