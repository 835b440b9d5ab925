import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateStockReceipt } from '@shared/stock-in/stock-in.schemas';
import type { CreateWriteOff } from '@shared/stock-in/write-offs.schemas';
import { API_AREAS } from '@client/api/areas';
import { keyOf, request } from '@client/api/endpoint';
import { listPurchaseOrders } from '@client/api/purchase-orders-endpoints';
import { listSuppliers } from '@client/api/suppliers-endpoints';
import {
  createStockReceipt,
  getStockReceipt,
  getWriteOffReport,
  listCaseSizes,
  listExpiring,
  listStockReceipts,
  writeOffStock,
} from '@client/api/stock-in-endpoints';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';
import { uploadReceiptPhoto } from './stock-in-endpoints';

/** What a delivery or a write-off changes: receipts, batches and write-offs, products, orders. */
const STOCK_IN_AREAS = [
  listStockReceipts.path,
  listExpiring.path,
  getWriteOffReport.path,
  listPurchaseOrders.path,
  API_AREAS.products,
  API_AREAS.analytics,
];

export const useSuppliers = () =>
  useQuery({ queryKey: keyOf(listSuppliers), queryFn: () => request(listSuppliers, {}) });

export const useReceipts = (page: number) =>
  useQuery({
    queryKey: keyOf(listStockReceipts, { page }),
    queryFn: () => request(listStockReceipts, { query: { page } }),
    placeholderData: keepPreviousData,
  });

export const useReceipt = (id: string) =>
  useQuery({
    queryKey: keyOf(getStockReceipt, id),
    queryFn: () => request(getStockReceipt, { params: { id } }),
  });

/** The case size last used per product for a supplier (a wholesaler run: none given). */
export const useCaseSizes = (supplierId: string | null) =>
  useQuery({
    queryKey: keyOf(listCaseSizes, supplierId),
    queryFn: () => request(listCaseSizes, { query: supplierId ? { supplierId } : {} }),
  });

export const useExpiring = (days: number) =>
  useQuery({
    queryKey: keyOf(listExpiring, { days }),
    queryFn: () => request(listExpiring, { query: { days } }),
    placeholderData: keepPreviousData,
  });

export const useWriteOffReport = (from: string, to: string) =>
  useQuery({
    queryKey: keyOf(getWriteOffReport, { from, to }),
    queryFn: () => request(getWriteOffReport, { query: { from, to } }),
    placeholderData: keepPreviousData,
  });

function useRefreshStock() {
  const client = useQueryClient();
  return () => invalidateApiPaths(client, STOCK_IN_AREAS);
}

/** Saves a delivery: one Idempotency-Key per intended receipt, so a retried tap receives once. */
export function useCreateReceipt() {
  const refresh = useRefreshStock();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateStockReceipt; key: string }) =>
      request(createStockReceipt, { body, idempotencyKey: key }),
    onSuccess: refresh,
  });
}

export function useUploadReceiptPhoto() {
  const refresh = useRefreshStock();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('image', file);
      return request(uploadReceiptPhoto, { params: { id }, body: form });
    },
    onSuccess: refresh,
  });
}

export function useWriteOff() {
  const refresh = useRefreshStock();
  return useMutation({
    mutationFn: ({ productId, body }: { productId: string; body: CreateWriteOff }) =>
      request(writeOffStock, { params: { id: productId }, body }),
    onSuccess: refresh,
  });
}
