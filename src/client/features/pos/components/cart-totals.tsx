import { formatRand, type Cents } from '@shared/money/money';
import { VAT_LABEL } from '@shared/money/vat-label';

/** Subtotal, VAT and total of the cart, as the server will price the sale. */
export function CartTotals({
  subtotal,
  tax,
  total,
}: {
  subtotal: Cents;
  tax: Cents;
  total: Cents;
}) {
  return (
    <dl aria-label="Totals" className="flex flex-col gap-1 border-t border-slate-200 pt-3 text-sm">
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd className="tabular-nums">{formatRand(subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>{VAT_LABEL}</dt>
        <dd className="tabular-nums">{formatRand(tax)}</dd>
      </div>
      <div className="flex justify-between text-lg font-bold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatRand(total)}</dd>
      </div>
    </dl>
  );
}
