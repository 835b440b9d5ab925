import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoiceProcessRequest } from '@shared/voice/voice.schemas';
import { request } from '@client/api/endpoint';
import { createOrder } from '@client/api/orders-endpoints';
import { refetchAfterOrder } from '@client/lib/order-changes';
import type { voiceOrderOf } from '../voice-lines';
import { processVoice } from './voice-ordering-endpoints';

export const useProcessVoice = () =>
  useMutation({
    mutationFn: (input: VoiceProcessRequest) => request(processVoice, { body: input }),
  });

/** Confirm: the spec's voice order; a retried tap with the same key creates one order. */
export function useConfirmVoiceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, key }: { order: ReturnType<typeof voiceOrderOf>; key: string }) =>
      request(createOrder, { body: order, idempotencyKey: key }),
    onSuccess: () => refetchAfterOrder(queryClient),
  });
}
