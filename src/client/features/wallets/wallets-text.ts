import en from '@shared/i18n/locales/en/wallets.json';
import { defineCatalog } from '@client/i18n/i18n';

export const walletsText = defineCatalog(
  'wallets',
  en,
  import.meta.glob(['@shared/i18n/locales/*/wallets.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
