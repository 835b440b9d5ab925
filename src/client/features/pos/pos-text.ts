import en from '@shared/i18n/locales/en/pos.json';
import type { PosPaymentMethod } from '@shared/pos/pos.schemas';
import { defineCatalog } from '@client/i18n/i18n';

export const posText = defineCatalog(
  'pos',
  en,
  import.meta.glob(['@shared/i18n/locales/*/pos.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
export type PosKey = Parameters<typeof posText.t>[0];

export const METHOD_KEYS: Record<PosPaymentMethod, PosKey> = {
  cash: 'method.cash',
  card: 'method.card',
  wallet: 'method.wallet',
  credit: 'method.credit',
};
