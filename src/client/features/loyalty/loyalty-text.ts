import en from '@shared/i18n/locales/en/loyalty.json';
import { defineCatalog } from '@client/i18n/i18n';

export const loyaltyText = defineCatalog(
  'loyalty',
  en,
  import.meta.glob(['@shared/i18n/locales/*/loyalty.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
