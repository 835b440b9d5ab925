import en from '@shared/i18n/locales/en/exports.json';
import { defineCatalog } from '@client/i18n/i18n';

/** The Records & backup card on the Settings page. */
export const exportsText = defineCatalog(
  'exports',
  en,
  import.meta.glob(['@shared/i18n/locales/*/exports.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
