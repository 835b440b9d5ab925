import en from '@shared/i18n/locales/en/catalog.json';
import { defineCatalog } from '@client/i18n/i18n';

export const catalogText = defineCatalog(
  'catalog',
  en,
  import.meta.glob(['@shared/i18n/locales/*/catalog.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
