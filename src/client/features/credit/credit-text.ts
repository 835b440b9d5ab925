import en from '@shared/i18n/locales/en/credit.json';
import { defineCatalog } from '@client/i18n/i18n';

export const creditText = defineCatalog(
  'credit',
  en,
  import.meta.glob(['@shared/i18n/locales/*/credit.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
