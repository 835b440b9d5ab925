import en from '@shared/i18n/locales/en/account.json';
import { defineCatalog } from '@client/i18n/i18n';

/** The signed-in owner's password and trusted phones (Settings). */
export const accountText = defineCatalog(
  'account',
  en,
  import.meta.glob(['@shared/i18n/locales/*/account.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
