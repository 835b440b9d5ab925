import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRepeatOrder } from '@shared/repeat-orders/repeat-orders.schemas';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';
import { request } from '@client/api/endpoint';
import { createRepeatOrder } from './repeat-orders-endpoints';

export function useCreateRepeatOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateRepeatOrder) => request(createRepeatOrder, { body: input }),
    onSuccess: () => invalidateApiPaths(client, [createRepeatOrder.path]),
  });
}
