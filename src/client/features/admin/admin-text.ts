import en from '@shared/i18n/locales/en/admin.json';
import { defineCatalog } from '@client/i18n/i18n';

export const adminText = defineCatalog(
  'admin',
  en,
  import.meta.glob(['@shared/i18n/locales/*/admin.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
