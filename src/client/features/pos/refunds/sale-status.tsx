import { formatRandDecimal } from '@shared/money/money';
import type { PosSale } from '@shared/pos/pos.schemas';
import { useText } from '@client/i18n/use-text';
import { posCheckoutText } from '../pos-checkout-text';

/** "Refunded", or "Partly refunded R18.00"; nothing for a sale kept whole. */
export function SaleStatus({ sale }: { sale: Pick<PosSale, 'status' | 'refundedAmount'> }) {
  const t = useText(posCheckoutText);
  if (sale.status === 'refunded') {
    return <span className="block text-xs font-semibold text-red-700">{t('status.refunded')}</span>;
  }
  if (sale.status === 'partially_refunded') {
    return (
      <span className="block text-xs font-semibold text-amber-800">
        {t('status.partly', { amount: formatRandDecimal(sale.refundedAmount) })}
      </span>
    );
  }
  return null;
}
