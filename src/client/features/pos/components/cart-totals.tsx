import { formatRand, type Cents } from '@shared/money/money';
import { vatLabel } from '@shared/money/vat-label';

/** Subtotal, VAT (none for a shop not VAT registered) and total, as the server will price it. */
export function CartTotals({
  subtotal,
  tax,
  total,
  vatPercent,
}: {
  subtotal: Cents;
  tax: Cents;
  total: Cents;
  vatPercent: number;
}) {
  const vat = vatLabel(vatPercent);
  return (
    <dl aria-label="Totals" className="flex flex-col gap-1 border-t border-slate-200 pt-3 text-sm">
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd className="tabular-nums">{formatRand(subtotal)}</dd>
      </div>
      {vat ? (
        <div className="flex justify-between">
          <dt>{vat}</dt>
          <dd className="tabular-nums">{formatRand(tax)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between text-lg font-bold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatRand(total)}</dd>
      </div>
    </dl>
  );
}
