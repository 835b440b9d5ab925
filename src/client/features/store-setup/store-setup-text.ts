import en from '@shared/i18n/locales/en/store-setup.json';
import { defineCatalog } from '@client/i18n/i18n';

export const storeSetupText = defineCatalog(
  'store-setup',
  en,
  import.meta.glob(['@shared/i18n/locales/*/store-setup.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);

export type StoreSetupKey = keyof typeof en & string;
