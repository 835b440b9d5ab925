import en from '@shared/i18n/locales/en/vas.json';
import type { VasKind, VasPurchase } from '@shared/vas/vas.schemas';
import { recipientText } from '@shared/vas/vas-display';
import { defineCatalog } from '@client/i18n/i18n';

export const vasText = defineCatalog(
  'vas',
  en,
  import.meta.glob(['@shared/i18n/locales/*/vas.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);
export type VasT = typeof vasText.t;

export const kindLabel = (t: VasT, kind: VasKind) => t(`kind.${kind}`);

/** Who or what the purchase was for, in the active language. */
export const recipientLabel = (
  t: VasT,
  purchase: Pick<VasPurchase, 'kind' | 'recipient' | 'network'>,
): string =>
  recipientText(purchase, {
    meter: (number) => t('meter', { number }),
    to: (phone) => t('to', { phone }),
  });
