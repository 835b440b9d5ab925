import en from '@shared/i18n/locales/en/payments.json';
import { defineCatalog } from '@client/i18n/i18n';

export const paymentsText = defineCatalog(
  'payments',
  en,
  import.meta.glob(['@shared/i18n/locales/*/payments.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
