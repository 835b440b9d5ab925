import en from '@shared/i18n/locales/en/compliance.json';
import { defineCatalog } from '@client/i18n/i18n';

/** The compliance folder, the inspector's pack, and their reminders in the bell and on the dashboard. */
export const complianceText = defineCatalog(
  'compliance',
  en,
  import.meta.glob(['@shared/i18n/locales/*/compliance.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
