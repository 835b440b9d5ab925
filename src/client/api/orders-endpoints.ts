import type { CreateOrder } from '@shared/orders/orders.schemas';
import { defineEndpoint, typed } from './endpoint';

/** A new order (the orders screen, a confirmed voice order); its key makes a retried tap one order. */
export const createOrder = defineEndpoint({
  method: 'POST',
  path: '/api/orders',
  body: typed<CreateOrder>(),
  response: async () => (await import('@shared/orders/orders.schemas')).OrderSchema,
});
