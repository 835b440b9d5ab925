import en from '@shared/i18n/locales/en/inactivity.json';
import { defineCatalog } from '@client/i18n/i18n';

/** Apart from the sign-in texts: every signed-in page carries these. */
export const inactivityText = defineCatalog(
  'inactivity',
  en,
  import.meta.glob(['@shared/i18n/locales/*/inactivity.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
