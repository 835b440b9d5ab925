import { Landmark, Wallet } from 'lucide-react';
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
import { messageText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { storeSetupText, type StoreSetupKey } from '../store-setup-text';

const PAYOUTS: Record<
  PayoutMethod,
  { label: StoreSetupKey; hint: StoreSetupKey; icon: typeof Wallet }
> = {
  wallet: { label: 'payout.wallet', hint: 'payout.walletHint', icon: Wallet },
  bank: { label: 'payout.bank', hint: 'payout.bankHint', icon: Landmark },
};

const option =
  'flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-focus';

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
  const t = useText(storeSetupText);
  const toggle = (method: ShopPaymentMethod, on: boolean) =>
    onChange({
      methods: SHOP_PAYMENT_METHODS.filter((m) =>
        m === method ? on : payment.methods.includes(m),
      ),
    });

  return (
    <div className="flex flex-col gap-5">
      <fieldset aria-describedby={errors['payment.methods'] ? 'setup-methods-error' : undefined}>
        <legend className="text-base font-semibold text-slate-900">{t('payment.methods')}</legend>
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
                  <span className="font-medium text-slate-900">{t(`method.${method}`)}</span>
                  <span className="text-sm text-slate-600">{t(`hint.${method}`)}</span>
                </span>
              </label>
            );
          })}
        </div>
        {errors['payment.methods'] ? (
          <p id="setup-methods-error" role="alert" className="mt-2 text-sm text-red-600">
            {messageText(errors['payment.methods'])}
          </p>
        ) : null}
      </fieldset>

      <fieldset>
        <legend className="text-base font-semibold text-slate-900">{t('payment.payout')}</legend>
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
                  <span className="font-medium text-slate-900">{t(label)}</span>
                  <span className="text-sm text-slate-600">{t(hint)}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {payment.payout === 'bank' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t('payment.bank')} htmlFor="setup-bank" error={errors['payment.bankName']}>
            <Select
              id="setup-bank"
              value={payment.bankName}
              onChange={(event) => onChange({ bankName: event.target.value })}
              {...invalidProps('setup-bank', errors['payment.bankName'])}
            >
              <option value="">{t('payment.chooseBank')}</option>
              {SA_BANKS.map((bank) => (
                <option key={bank} value={bank}>
                  {bank}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label={t('payment.accountNumber')}
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
        <legend className="text-base font-semibold text-slate-900">{t('payment.vat')}</legend>
        <VatRegisteredSwitch />
      </fieldset>
    </div>
  );
}
