import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ProductListResponse } from '@shared/catalog/catalog.schemas';
import type {
  CreateOrder,
  Order,
  OrderListResponse,
  OrderStatus,
  UpdateOrder,
} from '@shared/orders/orders.schemas';
import { apiRequest } from '@client/lib/api';
import { withQuery } from '@client/lib/with-query';
import { refetchAfterOrder } from '@client/lib/order-changes';

const ORDERS_PATH = '/api/orders';
export const ORDERS_PAGE_SIZE = 10;
const SEARCH_PAGE_SIZE = 8;

export interface OrdersFilter {
  status: OrderStatus | 'all';
  search: string;
  page: number;
}

export const orderKeys = {
  all: [ORDERS_PATH] as const,
  list: (filter: OrdersFilter) => [ORDERS_PATH, filter] as const,
  productSearch: (search: string) =>
    ['/api/products', { search, status: 'active', pageSize: SEARCH_PAGE_SIZE }] as const,
};

/** A page of orders with their items and the counts per status (computed by the server). */
export const ordersQueryOptions = (filter: OrdersFilter) =>
  queryOptions({
    queryKey: orderKeys.list(filter),
    queryFn: () =>
      apiRequest<OrderListResponse>(
        'GET',
        withQuery(ORDERS_PATH, { ...filter, pageSize: ORDERS_PAGE_SIZE }),
      ),
    placeholderData: keepPreviousData,
  });

/** Active products matching a search, for adding lines to an order. */
export const productSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: orderKeys.productSearch(search),
    queryFn: () =>
      apiRequest<ProductListResponse>(
        'GET',
        withQuery('/api/products', { status: 'active', pageSize: SEARCH_PAGE_SIZE, search }),
      ),
    placeholderData: keepPreviousData,
  });

export const useOrders = (filter: OrdersFilter) => useQuery(ordersQueryOptions(filter));
export const useProductSearch = (search: string) => useQuery(productSearchQueryOptions(search));

/** A new order carries an Idempotency-Key so a retried tap creates one order. */
type SaveOrderInput = { id: string; values: UpdateOrder } | { values: CreateOrder; key: string };

export function useSaveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveOrderInput) =>
      'key' in input
        ? apiRequest<Order>('POST', ORDERS_PATH, input.values, { 'idempotency-key': input.key })
        : apiRequest<Order>('PUT', `${ORDERS_PATH}/${input.id}`, input.values),
    // Refused as stale, the list is out of date too.
    onSettled: () => refetchAfterOrder(queryClient),
  });
}
