import en from '@shared/i18n/locales/en/stock-takes.json';
import { defineCatalog } from '@client/i18n/i18n';

export const stockTakeText = defineCatalog(
  'stock-takes',
  en,
  import.meta.glob(['@shared/i18n/locales/*/stock-takes.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
