import type { CreateRepeatOrder } from '@shared/repeat-orders/repeat-orders.schemas';
import { defineEndpoint, typed } from '@client/api/endpoint';

export const createRepeatOrder = defineEndpoint({
  method: 'POST',
  path: '/api/repeat-orders',
  body: typed<CreateRepeatOrder>(),
  response: async () =>
    (await import('@shared/repeat-orders/repeat-orders.schemas')).RepeatOrderSchema,
});
