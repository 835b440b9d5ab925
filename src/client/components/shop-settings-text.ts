import en from '@shared/i18n/locales/en/shop-settings.json';
import { defineCatalog } from '@client/i18n/i18n';

/** The shop's settings card and its VAT switch (Settings and the setup wizard). */
export const shopSettingsText = defineCatalog(
  'shop-settings',
  en,
  import.meta.glob(['@shared/i18n/locales/*/shop-settings.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
