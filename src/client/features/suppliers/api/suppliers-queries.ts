import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupplierValues } from '@shared/suppliers/suppliers.schemas';
import { API_AREAS } from '@client/api/areas';
import { keyOf, request } from '@client/api/endpoint';
import { listSuppliers } from '@client/api/suppliers-endpoints';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';
import { createSupplier, getSupplierSummary, updateSupplier } from './suppliers-endpoints';

export const supplierKeys = {
  all: keyOf(listSuppliers),
  summary: keyOf(getSupplierSummary),
};

export const suppliersQueryOptions = () =>
  queryOptions({ queryKey: supplierKeys.all, queryFn: () => request(listSuppliers, {}) });

export const supplierSummaryQueryOptions = () =>
  queryOptions({ queryKey: supplierKeys.summary, queryFn: () => request(getSupplierSummary, {}) });

export const useSuppliers = () => useQuery(suppliersQueryOptions());
export const useSupplierSummary = () => useQuery(supplierSummaryQueryOptions());

/** Creates (no id) or updates a supplier; refreshes the list and the tiles (paths under /api/suppliers). */
export function useSaveSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: SupplierValues }) =>
      id
        ? request(updateSupplier, { params: { id }, body: values })
        : request(createSupplier, { body: values }),
    onSuccess: () => invalidateApiPaths(queryClient, [API_AREAS.suppliers]),
  });
}
