import en from '@shared/i18n/locales/en/suppliers.json';
import { defineCatalog } from '@client/i18n/i18n';

export const suppliersText = defineCatalog(
  'suppliers',
  en,
  import.meta.glob(['@shared/i18n/locales/*/suppliers.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
