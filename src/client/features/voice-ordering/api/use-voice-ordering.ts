import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shared/orders/orders.schemas';
import type { VoiceProcessRequest, VoiceProcessResponse } from '@shared/voice/voice.schemas';
import { apiRequest } from '@client/lib/api';
import { refetchAfterOrder } from '@client/lib/order-changes';
import type { voiceOrderOf } from '../voice-lines';

export const useProcessVoice = () =>
  useMutation({
    mutationFn: (input: VoiceProcessRequest) =>
      apiRequest<VoiceProcessResponse>('POST', '/api/voice-ordering/process', input),
  });

/** Confirm: the spec's voice order; a retried tap with the same key creates one order. */
export function useConfirmVoiceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, key }: { order: ReturnType<typeof voiceOrderOf>; key: string }) =>
      apiRequest<Order>('POST', '/api/orders', order, { 'idempotency-key': key }),
    onSuccess: () => refetchAfterOrder(queryClient),
  });
}
