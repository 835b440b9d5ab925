import { formatRand, type Cents } from '@shared/money/money';
import { useText } from '@client/i18n/use-text';
import { posCheckoutText } from '../pos-checkout-text';

/**
 * Subtotal, the sale's discount, VAT on what is left (none for a shop not VAT registered) and
 * total, as the server will price it.
 */
export function CartTotals({
  subtotal,
  discount,
  discountPercent,
  tax,
  total,
  vatPercent,
}: {
  subtotal: Cents;
  discount: Cents;
  discountPercent: number | null;
  tax: Cents;
  total: Cents;
  vatPercent: number;
}) {
  const t = useText(posCheckoutText);
  return (
    <dl
      aria-label={t('totals')}
      className="flex flex-col gap-1 border-t border-slate-200 pt-3 text-sm"
    >
      <div className="flex justify-between">
        <dt>{t('subtotal')}</dt>
        <dd className="tabular-nums">{formatRand(subtotal)}</dd>
      </div>
      {discount > 0 ? (
        <div className="flex justify-between text-emerald-700">
          <dt>
            {discountPercent === null
              ? t('discount')
              : t('discountPercent', { percent: discountPercent })}
          </dt>
          <dd className="tabular-nums">{formatRand(-discount)}</dd>
        </div>
      ) : null}
      {vatPercent > 0 ? (
        <div className="flex justify-between">
          <dt>{t('vat', { percent: vatPercent })}</dt>
          <dd className="tabular-nums">{formatRand(tax)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between text-lg font-bold">
        <dt>{t('total')}</dt>
        <dd className="tabular-nums">{formatRand(total)}</dd>
      </div>
    </dl>
  );
}
