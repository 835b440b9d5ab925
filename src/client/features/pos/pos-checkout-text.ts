import en from '@shared/i18n/locales/en/pos-checkout.json';
import { defineCatalog } from '@client/i18n/i18n';

/**
 * The till's words beyond its first screen (the cart, payment, receipt, refunds, recent sales and
 * the sync report): they load with those parts, once the products show (pos-text.ts has the
 * first screen's).
 */
export const posCheckoutText = defineCatalog(
  'pos-checkout',
  en,
  import.meta.glob(['@shared/i18n/locales/*/pos-checkout.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
export type PosCheckoutT = typeof posCheckoutText.t;
