import { RECEIPT_WIDTHS, type ReceiptWidth } from '@client/lib/receipt-width';

/** The thermal printer's paper, 58 or 80 mm, for a slip about to print (kept for next time). */
export function PaperChoice({
  width,
  onWidth,
  legend,
  label,
  widthLabel,
}: {
  width: ReceiptWidth;
  onWidth: (width: ReceiptWidth) => void;
  legend: string;
  label: string;
  widthLabel: (width: ReceiptWidth) => string;
}) {
  return (
    <fieldset className="flex items-center gap-2 text-sm">
      <legend className="sr-only">{legend}</legend>
      <span className="text-slate-700">{label}</span>
      {RECEIPT_WIDTHS.map((w) => (
        <label
          key={w}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-2 py-1 font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-focus has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white"
        >
          <input
            type="radio"
            name="receipt-width"
            className="sr-only"
            checked={width === w}
            onChange={() => onWidth(w)}
          />
          {widthLabel(w)}
        </label>
      ))}
    </fieldset>
  );
}
