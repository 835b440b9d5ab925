import { commonText } from '@client/i18n/common-text';
import { errorMessage } from '@client/lib/api';
import { toast } from './toast-store';

/**
 * The spec's failure toast: 'Error' (or the screen's own title) with the server's message,
 * else the fallback. Texts come translated: `fallback` and `title` are catalogue texts.
 */
export function toastError(error: unknown, fallback: string, title = commonText.t('error')) {
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });
}
