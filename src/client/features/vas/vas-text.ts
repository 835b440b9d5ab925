import en from '@shared/i18n/locales/en/vas.json';
import { formatPhone } from '@shared/phone/phone';
import { NETWORK_LABELS, type VasKind, type VasPurchase } from '@shared/vas/vas.schemas';
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

/** recipientText of @shared/vas/vas-display in the active language. */
export function recipientLabel(
  t: VasT,
  purchase: Pick<VasPurchase, 'kind' | 'recipient' | 'network'>,
): string {
  if (purchase.kind === 'electricity') return t('meter', { number: purchase.recipient });
  const phone = formatPhone(purchase.recipient);
  if (purchase.kind === 'send_money') return t('to', { phone });
  return purchase.network ? `${NETWORK_LABELS[purchase.network]} · ${phone}` : phone;
}
