import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { commonText, messageText } from '@client/i18n/common-text';

/**
 * Mutation callbacks with the spec's save toasts: 'Success' with the message, or 'Error' with
 * the server's message (else the fallback). `onSaved` runs after a success (close a dialog).
 */
export function saveToasts(messages: { success: string; failure: string }, onSaved?: () => void) {
  return {
    onSuccess: () => {
      toast({ title: commonText.t('success'), description: messageText(messages.success) });
      onSaved?.();
    },
    onError: (error: unknown) => toastError(error, messageText(messages.failure)),
  };
}
