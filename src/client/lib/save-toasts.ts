import { toast } from '@client/components/ui/toast-store';
import { errorMessage } from './api';

/**
 * Mutation callbacks with the spec's save toasts: 'Success' with the message, or 'Error' with
 * the server's message (else the fallback). `onSaved` runs after a success (close a dialog).
 */
export function saveToasts(messages: { success: string; failure: string }, onSaved?: () => void) {
  return {
    onSuccess: () => {
      toast({ title: 'Success', description: messages.success });
      onSaved?.();
    },
    onError: (error: unknown) =>
      toast({
        title: 'Error',
        description: errorMessage(error, messages.failure),
        variant: 'destructive',
      }),
  };
}
