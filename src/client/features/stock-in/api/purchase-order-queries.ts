import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePurchaseOrder,
  PurchaseOrderListQuery,
} from '@shared/purchase-orders/purchase-orders.schemas';
import { API_AREAS } from '@client/api/areas';
import { keyOf, request } from '@client/api/endpoint';
import {
  createPurchaseOrder,
  getPurchaseOrder,
  listPurchaseOrders,
  proposePurchaseOrder,
  updatePurchaseOrder,
} from '@client/api/purchase-orders-endpoints';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';

/** An order changes the orders and the suppliers' pending-orders figure. */
const ORDER_AREAS = [listPurchaseOrders.path, API_AREAS.suppliers];

export const usePurchaseOrders = (query: PurchaseOrderListQuery) =>
  useQuery({
    queryKey: keyOf(listPurchaseOrders, query),
    queryFn: () => request(listPurchaseOrders, { query }),
    placeholderData: keepPreviousData,
  });

/** One order; idle without an id. */
export const usePurchaseOrder = (id: string | null) =>
  useQuery({
    queryKey: keyOf(getPurchaseOrder, id),
    queryFn: () => request(getPurchaseOrder, { params: { id: id ?? '' } }),
    enabled: id !== null,
  });

/** "Order what is low": read when asked (the button), not on opening the form. */
export const useProposal = (supplierId: string | null) =>
  useQuery({
    queryKey: keyOf(proposePurchaseOrder, supplierId),
    queryFn: () => request(proposePurchaseOrder, { query: supplierId ? { supplierId } : {} }),
    enabled: false,
  });

export function useCreatePurchaseOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreatePurchaseOrder; key: string }) =>
      request(createPurchaseOrder, { body, idempotencyKey: key }),
    onSuccess: () => invalidateApiPaths(client, ORDER_AREAS),
  });
}

export function useCancelPurchaseOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request(updatePurchaseOrder, { params: { id }, body: { status: 'cancelled' } }),
    onSuccess: () => invalidateApiPaths(client, ORDER_AREAS),
  });
}
