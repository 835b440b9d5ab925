import en from '@shared/i18n/locales/en/dashboard.json';
import { defineCatalog } from '@client/i18n/i18n';

export const dashboardText = defineCatalog(
  'dashboard',
  en,
  import.meta.glob(['@shared/i18n/locales/*/dashboard.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
