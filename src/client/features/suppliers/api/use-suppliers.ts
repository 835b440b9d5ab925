import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';
import type {
  Supplier,
  SupplierSummary,
  SupplierValues,
} from '@shared/suppliers/suppliers.schemas';

const SUPPLIERS_PATH = '/api/suppliers';
const SUMMARY_PATH = '/api/suppliers/summary';

export const supplierKeys = {
  all: [SUPPLIERS_PATH] as const,
  summary: [SUMMARY_PATH] as const,
};

export const suppliersQueryOptions = () =>
  queryOptions({
    queryKey: supplierKeys.all,
    queryFn: () => apiRequest<Supplier[]>('GET', SUPPLIERS_PATH),
  });

export const supplierSummaryQueryOptions = () =>
  queryOptions({
    queryKey: supplierKeys.summary,
    queryFn: () => apiRequest<SupplierSummary>('GET', SUMMARY_PATH),
  });

export const useSuppliers = () => useQuery(suppliersQueryOptions());
export const useSupplierSummary = () => useQuery(supplierSummaryQueryOptions());

/** Creates (no id) or updates a supplier; refreshes the list and the tiles. */
export function useSaveSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: SupplierValues }) =>
      id
        ? apiRequest<Supplier>('PUT', `${SUPPLIERS_PATH}/${id}`, values)
        : apiRequest<Supplier>('POST', SUPPLIERS_PATH, values),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: supplierKeys.all }),
        queryClient.invalidateQueries({ queryKey: supplierKeys.summary }),
      ]);
    },
  });
}
