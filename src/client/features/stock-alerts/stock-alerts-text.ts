import en from '@shared/i18n/locales/en/stock-alerts.json';
import { defineCatalog } from '@client/i18n/i18n';

export const stockAlertsText = defineCatalog(
  'stock-alerts',
  en,
  import.meta.glob(['@shared/i18n/locales/*/stock-alerts.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
