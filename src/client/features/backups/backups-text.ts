import en from '@shared/i18n/locales/en/backups.json';
import { defineCatalog } from '@client/i18n/i18n';

/** The operator's Backups screen. */
export const backupsText = defineCatalog(
  'backups',
  en,
  import.meta.glob(['@shared/i18n/locales/*/backups.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
