import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductListResponse } from '@shared/catalog/catalog.schemas';
import type {
  CreateOrder,
  Order,
  OrderListResponse,
  OrderStatus,
  UpdateOrder,
} from '@shared/orders/orders.schemas';
import { apiRequest } from '@client/lib/api';
import { refetchAfterOrder } from '@client/lib/order-changes';

export const ORDERS_KEY = '/api/orders';
export const ORDERS_PAGE_SIZE = 10;

export interface OrdersFilter {
  status: OrderStatus | 'all';
  search: string;
  page: number;
}

function ordersUrl({ status, search, page }: OrdersFilter) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(ORDERS_PAGE_SIZE) });
  if (status !== 'all') params.set('status', status);
  if (search) params.set('search', search);
  return `${ORDERS_KEY}?${params.toString()}`;
}

/** A page of orders with their items and the counts per status (computed by the server). */
export const useOrders = (filter: OrdersFilter) =>
  useQuery({
    queryKey: [ORDERS_KEY, filter],
    queryFn: () => apiRequest<OrderListResponse>('GET', ordersUrl(filter)),
    placeholderData: keepPreviousData,
  });

/** Active products matching a search, for adding lines to an order. */
export const useProductSearch = (search: string) =>
  useQuery({
    queryKey: ['/api/products', { search, status: 'active', pageSize: 8 }],
    queryFn: () =>
      apiRequest<ProductListResponse>(
        'GET',
        `/api/products?status=active&pageSize=8${search ? `&search=${encodeURIComponent(search)}` : ''}`,
      ),
    placeholderData: keepPreviousData,
  });

/** A new order carries an Idempotency-Key so a retried tap creates one order. */
type SaveOrderInput = { id: string; values: UpdateOrder } | { values: CreateOrder; key: string };

export function useSaveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveOrderInput) =>
      'key' in input
        ? apiRequest<Order>('POST', ORDERS_KEY, input.values, { 'idempotency-key': input.key })
        : apiRequest<Order>('PUT', `${ORDERS_KEY}/${input.id}`, input.values),
    onSuccess: () => refetchAfterOrder(queryClient),
  });
}
