import en from '@shared/i18n/locales/en/scan.json';
import { defineCatalog } from '@client/i18n/i18n';

/** The scanner's own texts (the camera dialog), in every language the till speaks. */
export const scanText = defineCatalog(
  'scan',
  en,
  import.meta.glob(['@shared/i18n/locales/*/scan.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
