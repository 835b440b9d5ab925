import en from '@shared/i18n/locales/en/stock-in.json';
import { defineCatalog } from '@client/i18n/i18n';

export const stockInText = defineCatalog(
  'stock-in',
  en,
  import.meta.glob(['@shared/i18n/locales/*/stock-in.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
export type StockInT = typeof stockInText.t;
