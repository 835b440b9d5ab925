import en from '@shared/i18n/locales/en/repeat-orders.json';
import { defineCatalog } from '@client/i18n/i18n';

export const repeatOrdersText = defineCatalog(
  'repeat-orders',
  en,
  import.meta.glob(['@shared/i18n/locales/*/repeat-orders.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
