import en from '@shared/i18n/locales/en/till-staff.json';
import { defineCatalog } from '@client/i18n/i18n';

/** The till's "Switch user", PIN pad and approval texts (all nine languages). */
export const tillStaffText = defineCatalog(
  'till-staff',
  en,
  import.meta.glob(['@shared/i18n/locales/*/till-staff.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
