import type { OrderListQuery, UpdateOrder } from '@shared/orders/orders.schemas';
import { defineEndpoint, typed } from '@client/api/endpoint';

const schemas = () => import('@shared/orders/orders.schemas');

export const listOrders = defineEndpoint({
  method: 'GET',
  path: '/api/orders',
  query: typed<OrderListQuery>(),
  response: async () => (await schemas()).OrderListResponseSchema,
});

export const updateOrder = defineEndpoint({
  method: 'PUT',
  path: '/api/orders/:id',
  body: typed<UpdateOrder>(),
  response: async () => (await schemas()).OrderSchema,
});
