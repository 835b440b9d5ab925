import en from '@shared/i18n/locales/en/brands.json';
import { defineCatalog } from '@client/i18n/i18n';

export const brandsText = defineCatalog(
  'brands',
  en,
  import.meta.glob(['@shared/i18n/locales/*/brands.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
