import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CreateOrder, OrderStatus, UpdateOrder } from '@shared/orders/orders.schemas';
import { keyOf, request } from '@client/api/endpoint';
import { createOrder } from '@client/api/orders-endpoints';
import { productListQueryOptions } from '@client/api/products-queries';
import { refetchAfterOrder } from '@client/lib/order-changes';
import { listOrders, updateOrder } from './orders-endpoints';

export const ORDERS_PAGE_SIZE = 10;
const SEARCH_PAGE_SIZE = 8;

export interface OrdersFilter {
  status: OrderStatus | 'all';
  search: string;
  page: number;
}

const orderQuery = ({ status, search, page }: OrdersFilter) => ({
  status: status === 'all' ? undefined : status,
  search,
  page,
  pageSize: ORDERS_PAGE_SIZE,
});

export const orderKeys = {
  list: (filter: OrdersFilter) => keyOf(listOrders, orderQuery(filter)),
};

/** A page of orders with their items and the counts per status (computed by the server). */
export const ordersQueryOptions = (filter: OrdersFilter) =>
  queryOptions({
    queryKey: orderKeys.list(filter),
    queryFn: () => request(listOrders, { query: orderQuery(filter) }),
    placeholderData: keepPreviousData,
  });

export const useOrders = (filter: OrdersFilter) => useQuery(ordersQueryOptions(filter));
/** Active products matching a search, for adding lines to an order. */
export const useProductSearch = (search: string) =>
  useQuery(productListQueryOptions({ status: 'active', pageSize: SEARCH_PAGE_SIZE, search }));

/** A new order carries an Idempotency-Key so a retried tap creates one order. */
type SaveOrderInput = { id: string; values: UpdateOrder } | { values: CreateOrder; key: string };

export function useSaveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveOrderInput) =>
      'key' in input
        ? request(createOrder, { body: input.values, idempotencyKey: input.key })
        : request(updateOrder, { params: { id: input.id }, body: input.values }),
    // Refused as stale, the list is out of date too.
    onSettled: () => refetchAfterOrder(queryClient),
  });
}
