import en from '@shared/i18n/locales/en/common.json';
import { defineCatalog, defineLookup } from './i18n';

/** Texts of the app's frame (every page's first load carries them). */
export const commonText = defineCatalog(
  'common',
  en,
  import.meta.glob(['@shared/i18n/locales/*/common.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);

type CommonKey = keyof typeof en;
const isCommonKey = (key: string): key is CommonKey => key in en;

/** A payment method in the app's language; one it has no word for shows as the API names it. */
export function paymentMethodText(method: string): string {
  const key = `method.${method}`;
  return isCommonKey(key) ? commonText.t(key) : method;
}

/** Validation and refusal messages the forms and the server share, looked up by their English. */
export const messageText = defineLookup(
  'messages',
  import.meta.glob(['@shared/i18n/locales/*/messages.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
