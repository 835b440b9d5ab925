import en from '@shared/i18n/locales/en/orders.json';
import { defineCatalog } from '@client/i18n/i18n';

export const ordersText = defineCatalog(
  'orders',
  en,
  import.meta.glob(['@shared/i18n/locales/*/orders.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
