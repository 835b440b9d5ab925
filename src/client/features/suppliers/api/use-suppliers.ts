import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';
import type {
  Supplier,
  SupplierSummary,
  SupplierValues,
} from '@shared/suppliers/suppliers.schemas';

export const SUPPLIERS_KEY = ['/api/suppliers'] as const;
export const SUPPLIER_SUMMARY_KEY = ['/api/suppliers/summary'] as const;

export const useSuppliers = () => useQuery<Supplier[]>({ queryKey: SUPPLIERS_KEY });
export const useSupplierSummary = () =>
  useQuery<SupplierSummary>({ queryKey: SUPPLIER_SUMMARY_KEY });

/** Creates (no id) or updates a supplier; refreshes the list and the tiles. */
export function useSaveSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: SupplierValues }) =>
      id
        ? apiRequest<Supplier>('PUT', `/api/suppliers/${id}`, values)
        : apiRequest<Supplier>('POST', '/api/suppliers', values),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SUPPLIERS_KEY }),
        queryClient.invalidateQueries({ queryKey: SUPPLIER_SUMMARY_KEY }),
      ]);
    },
  });
}
