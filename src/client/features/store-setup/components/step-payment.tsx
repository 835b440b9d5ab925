import { Landmark, Wallet } from 'lucide-react';
import { PAYMENT_METHOD_LABELS } from '@shared/payments/payments.schemas';
import {
  PAYOUT_METHODS,
  SA_BANKS,
  SHOP_PAYMENT_METHODS,
  type PayoutMethod,
  type ShopPaymentMethod,
} from '@shared/store-setup/setup-payment.schemas';
import { Field, Input, Select, invalidProps } from '@client/components/ui/input';
import { VatRegisteredSwitch } from '@client/components/vat-registered-switch';
import { cn } from '@client/lib/cn';
import type { DraftErrors, DraftPayment } from '../wizard-draft';

const METHOD_HINTS: Record<ShopPaymentMethod, string> = {
  cash: 'Notes and coins in the till',
  card: 'Tap or swipe on a card machine',
  mobile_money: 'MoMo, eWallet or a payment app',
  wallet: "The customer's KasiTrade wallet",
  credit: 'On the book, paid back later',
};

const PAYOUTS: Record<PayoutMethod, { label: string; hint: string; icon: typeof Wallet }> = {
  wallet: {
    label: 'KasiTrade wallet',
    hint: 'Card and mobile money takings stay in your wallet for stock, airtime and electricity.',
    icon: Wallet,
  },
  bank: {
    label: 'Bank account',
    hint: 'Card and mobile money takings are paid out to your bank account.',
    icon: Landmark,
  },
};

const option =
  'flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600';

/** Step 3: which payment methods the shop takes and how it gets paid. */
export function StepPayment({
  payment,
  errors,
  onChange,
}: {
  payment: DraftPayment;
  errors: DraftErrors;
  onChange(patch: Partial<DraftPayment>): void;
}) {
  const toggle = (method: ShopPaymentMethod, on: boolean) =>
    onChange({
      methods: SHOP_PAYMENT_METHODS.filter((m) =>
        m === method ? on : payment.methods.includes(m),
      ),
    });

  return (
    <div className="flex flex-col gap-5">
      <fieldset aria-describedby={errors['payment.methods'] ? 'setup-methods-error' : undefined}>
        <legend className="text-base font-semibold text-slate-900">
          Payment methods you accept
        </legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {SHOP_PAYMENT_METHODS.map((method) => {
            const checked = payment.methods.includes(method);
            return (
              <label
                key={method}
                className={cn(
                  option,
                  checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
                )}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={(event) => toggle(method, event.target.checked)}
                  className="mt-0.5 size-5 shrink-0 accent-brand-700"
                />
                <span className="flex flex-col">
                  <span className="font-medium text-slate-900">
                    {PAYMENT_METHOD_LABELS[method]}
                  </span>
                  <span className="text-sm text-slate-600">{METHOD_HINTS[method]}</span>
                </span>
              </label>
            );
          })}
        </div>
        {errors['payment.methods'] ? (
          <p id="setup-methods-error" role="alert" className="mt-2 text-sm text-red-600">
            {errors['payment.methods']}
          </p>
        ) : null}
      </fieldset>

      <fieldset>
        <legend className="text-base font-semibold text-slate-900">How you get paid</legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {PAYOUT_METHODS.map((payout) => {
            const { label, hint, icon: Icon } = PAYOUTS[payout];
            const chosen = payment.payout === payout;
            return (
              <label
                key={payout}
                className={cn(option, chosen ? 'border-brand-600 bg-brand-50' : 'border-slate-200')}
              >
                <input
                  type="radio"
                  name="payout"
                  checked={chosen}
                  onChange={() => onChange({ payout })}
                  className="mt-0.5 size-5 shrink-0 accent-brand-700"
                />
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                <span className="flex flex-col">
                  <span className="font-medium text-slate-900">{label}</span>
                  <span className="text-sm text-slate-600">{hint}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {payment.payout === 'bank' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Bank" htmlFor="setup-bank" error={errors['payment.bankName']}>
            <Select
              id="setup-bank"
              value={payment.bankName}
              onChange={(event) => onChange({ bankName: event.target.value })}
              {...invalidProps('setup-bank', errors['payment.bankName'])}
            >
              <option value="">Choose your bank</option>
              {SA_BANKS.map((bank) => (
                <option key={bank} value={bank}>
                  {bank}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label="Account number"
            htmlFor="setup-account-number"
            error={errors['payment.accountNumber']}
          >
            <Input
              id="setup-account-number"
              inputMode="numeric"
              autoComplete="off"
              maxLength={30}
              value={payment.accountNumber}
              onChange={(event) => onChange({ accountNumber: event.target.value })}
              {...invalidProps('setup-account-number', errors['payment.accountNumber'])}
            />
          </Field>
        </div>
      ) : null}

      <fieldset className="flex flex-col gap-2">
        <legend className="text-base font-semibold text-slate-900">VAT</legend>
        <VatRegisteredSwitch />
      </fieldset>
    </div>
  );
}
