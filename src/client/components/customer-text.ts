import en from '@shared/i18n/locales/en/customers.json';
import { defineCatalog } from '@client/i18n/i18n';

/** The customer picker and form that the till, orders, credit and wallets share. */
export const customerText = defineCatalog(
  'customers',
  en,
  import.meta.glob(['@shared/i18n/locales/*/customers.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
