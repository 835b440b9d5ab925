import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRepeatOrder, RepeatOrder } from '@shared/repeat-orders/repeat-orders.schemas';
import { apiRequest } from '@client/lib/api';

const REPEAT_ORDERS_PATH = '/api/repeat-orders';

export const repeatOrderKeys = { all: [REPEAT_ORDERS_PATH] as const };

export function useCreateRepeatOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateRepeatOrder) =>
      apiRequest<RepeatOrder>('POST', REPEAT_ORDERS_PATH, input),
    onSuccess: () => client.invalidateQueries({ queryKey: repeatOrderKeys.all }),
  });
}
