import { cn } from '@client/lib/cn';
import { useText } from '@client/i18n/use-text';
import { posCheckoutText } from '../pos-checkout-text';

/**
 * "Put back on the shelf": on unless the reason writes the goods off, and the cashier may
 * change it. The whole row is the switch, so it is a thumb's size to tap.
 */
export function RestockSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useText(posCheckoutText);
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        onClick={() => onChange(!checked)}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg text-left text-sm font-medium focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <span>{t('refund.restock')}</span>
        <span
          aria-hidden="true"
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
            checked ? 'bg-emerald-600' : 'bg-slate-400',
          )}
        >
          <span
            className={cn(
              'inline-block size-5 rounded-full bg-white shadow transition-transform',
              checked ? 'translate-x-5' : 'translate-x-0.5',
            )}
          />
        </span>
      </button>
      {checked ? null : <p className="text-xs text-slate-600">{t('refund.writeOff')}</p>}
    </div>
  );
}
