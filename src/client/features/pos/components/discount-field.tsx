import { useId } from 'react';
import { Tag, X } from 'lucide-react';
import { formatRand, type Cents } from '@shared/money/money';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/cn';
import { useText } from '@client/i18n/use-text';
import type { DiscountDraft, DiscountProblem } from '../discount-draft';
import { posCheckoutText } from '../pos-checkout-text';

const kindButton = (pressed: boolean) =>
  cn(
    'h-11 min-w-11 px-2 text-sm font-semibold',
    pressed ? 'bg-brand-700 text-white' : 'bg-white text-slate-700',
  );

/** The button that opens a discount box: "Discount", named for what it discounts. */
export function DiscountButton({ label, onOpen }: { label: string; onOpen: () => void }) {
  const t = useText(posCheckoutText);
  return (
    <Button variant="ghost" size="sm" aria-label={label} onClick={onOpen} className="h-11 px-2">
      <Tag aria-hidden="true" />
      {t('discount')}
    </Button>
  );
}

/**
 * A discount as rand off or a percent: the kind, the amount, and why it cannot be given when
 * it cannot (not a number, or more than `limit`). Remove closes it. `showLabel` writes the
 * label above it (the sale's box, which no line stands over).
 */
export function DiscountField({
  label,
  showLabel = false,
  draft,
  problem,
  limit,
  onChange,
}: {
  label: string;
  showLabel?: boolean;
  draft: DiscountDraft;
  problem: DiscountProblem | null;
  limit: Cents;
  onChange: (draft: DiscountDraft | null) => void;
}) {
  const t = useText(posCheckoutText);
  const errorId = useId();
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-1">
      {showLabel ? (
        <span aria-hidden="true" className="text-sm font-medium text-slate-700">
          {label}
        </span>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex shrink-0 overflow-hidden rounded-lg border border-slate-300">
          {(['amount', 'percent'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              aria-pressed={draft.kind === kind}
              className={kindButton(draft.kind === kind)}
              onClick={() => onChange({ ...draft, kind })}
            >
              {t(kind === 'amount' ? 'discountRand' : 'discountPct')}
            </button>
          ))}
        </div>
        <Input
          inputMode="decimal"
          autoComplete="off"
          aria-label={t('discountAmount')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          value={draft.text}
          onChange={(event) => onChange({ ...draft, text: event.target.value })}
          className="w-auto min-w-24 flex-1"
        />
        <Button
          size="icon"
          variant="ghost"
          className="size-11"
          aria-label={t('removeDiscount')}
          onClick={() => onChange(null)}
        >
          <X />
        </Button>
      </div>
      {problem ? (
        <p id={errorId} role="alert" className="text-xs text-red-700">
          {problem === 'tooLarge'
            ? t('discountTooLarge', { amount: formatRand(limit) })
            : t('discountInvalid')}
        </p>
      ) : null}
    </div>
  );
}
