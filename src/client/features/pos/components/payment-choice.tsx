import { INSTALMENT_COUNTS, instalmentSchedule } from '@shared/credit/schedule';
import { formatRand, toCents, type Cents } from '@shared/money/money';
import { OFFLINE_PAYMENT_METHODS, type PosPaymentMethod } from '@shared/pos/pos-constants';
import { paymentLabel } from '@shared/pos/receipt-format';
import { cashChange } from '@shared/pos/sale-totals';
import { cn } from '@client/lib/cn';
import type { CheckoutChoice } from '../cart';
import { posCheckoutText } from '../pos-checkout-text';
import { useText } from '@client/i18n/use-text';
import { MoneyField } from '@client/components/ui/money-field';

const segment =
  'flex min-h-11 min-w-0 items-center justify-center rounded-lg border px-2 text-center text-sm font-semibold has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-focus';

const OFFLINE_METHODS: readonly string[] = OFFLINE_PAYMENT_METHODS;

/**
 * Payment method; BNPL parts for credit; cash received and the change for cash. The methods sit
 * four a row only where the cart itself is 24rem wide (not on the desktop's narrow cart column),
 * so "Ikhredithi" keeps to its segment.
 */
export function PaymentChoice({
  methods,
  choice,
  cashText,
  total,
  offline,
  onChange,
  onCashText,
}: {
  /** The methods the shop takes (its settings): the till offers these and no other. */
  methods: readonly PosPaymentMethod[];
  choice: CheckoutChoice;
  cashText: string;
  total: Cents;
  /** No network: wallet and credit need the server, and say so. */
  offline: boolean;
  onChange: (patch: Partial<CheckoutChoice>) => void;
  onCashText: (text: string) => void;
}) {
  const t = useText(posCheckoutText);
  const bnplLabel = (count: number) => (count === 1 ? t('payIn30') : t('weekly', { count }));
  const schedule = total > 0 ? instalmentSchedule(total, choice.instalments, new Date()) : [];
  const tendered = cashText.trim() ? toCents(cashText) : null;
  const change = tendered === null ? null : cashChange(total, tendered);
  return (
    <div className="flex flex-col gap-3">
      <fieldset id="pos-payment" className="@container flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('paymentMethod')}</legend>
        <div className="grid grid-cols-2 gap-1.5 @sm:grid-cols-4">
          {methods.map((method: PosPaymentMethod) => {
            const needsNetwork = offline && !OFFLINE_METHODS.includes(method);
            return (
              <label
                key={method}
                className={cn(segment, needsNetwork && 'text-slate-400')}
                title={needsNetwork ? t('offlineMethods') : undefined}
              >
                <input
                  type="radio"
                  name="payment-method"
                  value={method}
                  className="sr-only"
                  checked={choice.paymentMethod === method}
                  disabled={needsNetwork}
                  aria-describedby={needsNetwork ? 'offline-methods' : undefined}
                  onChange={() => onChange({ paymentMethod: method })}
                />
                {paymentLabel(method, t)}
              </label>
            );
          })}
        </div>
        {offline ? (
          <p id="offline-methods" className="text-xs text-slate-600">
            {t('offlineMethods')}
          </p>
        ) : null}
      </fieldset>
      {choice.paymentMethod === 'credit' ? (
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('bnpl')}</legend>
          <div className="grid grid-cols-2 gap-1.5 sm:grid-cols-4">
            {INSTALMENT_COUNTS.map((count) => (
              <label key={count} className={segment}>
                <input
                  type="radio"
                  name="instalments"
                  value={count}
                  className="sr-only"
                  checked={choice.instalments === count}
                  onChange={() => onChange({ instalments: count })}
                />
                {bnplLabel(count)}
              </label>
            ))}
          </div>
          {schedule.length > 0 ? (
            <p className="text-xs text-slate-600">
              {schedule.length === 1
                ? t('dueIn30', { total: formatRand(total) })
                : t('weeklyPayments', {
                    count: schedule.length,
                    amount: formatRand(schedule[0]!.amountCents),
                  })}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {choice.paymentMethod === 'cash' ? (
        <MoneyField
          id="cash-received"
          label={t('cashReceivedOptional')}
          placeholder="0.00"
          value={cashText}
          aria-describedby="cash-change"
          onChange={(e) => onCashText(e.target.value)}
        >
          <p
            id="cash-change"
            aria-live="polite"
            className={cn('text-sm', change === null ? 'text-red-600' : 'text-slate-700')}
          >
            {tendered === null
              ? cashText.trim()
                ? t('cashHint')
                : null
              : change === null
                ? t('cashShort')
                : t('change', { amount: formatRand(change) })}
          </p>
        </MoneyField>
      ) : null}
    </div>
  );
}
