import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { formatRand, formatRandDecimal, toCents } from '@shared/money/money';
import { shortfallMessage } from '@shared/vas/float.schemas';
import {
  NETWORK_LABELS,
  NETWORKS,
  VAS_LIMITS,
  VAS_PURCHASE_SCHEMAS,
  type VasKind,
  type VasPurchaseRequest,
} from '@shared/vas/vas.schemas';
import { Button } from '@client/components/ui/button';
import { DialogFooter } from '@client/components/ui/dialog';
import { Field, Input, Select } from '@client/components/ui/input';
import { messageText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { vasText } from '../vas-text';
import { MoneyField } from '@client/components/ui/money-field';

export interface VasFormValues {
  kind: VasKind;
  network: string;
  phone: string;
  meterNumber: string;
  amount: string;
}

export const emptyVasForm = (kind: VasKind): VasFormValues => ({
  kind,
  network: '',
  phone: '',
  meterNumber: '',
  amount: '',
});

/**
 * The service's fields, validated with the API's own schema, and the amount against the
 * float: a short wallet is refused here, with the shortfall, not after the confirm step.
 */
export function VasForm({
  kind,
  defaults,
  walletBalance,
  onCancel,
  onLoadFloat,
  onSubmit,
}: {
  kind: VasKind;
  defaults: VasFormValues;
  walletBalance?: string;
  onCancel: () => void;
  onLoadFloat: (typed: VasFormValues) => void;
  onSubmit: (request: VasPurchaseRequest, raw: VasFormValues) => void;
}) {
  const t = useText(vasText);
  const form = useForm<VasFormValues, unknown, VasPurchaseRequest>({
    resolver: zodResolver(VAS_PURCHASE_SCHEMAS[kind]) as unknown as Resolver<
      VasFormValues,
      unknown,
      VasPurchaseRequest
    >,
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const limits = VAS_LIMITS[kind];
  const invalid = (name: keyof VasFormValues) => Boolean(errors[name]) || undefined;

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={form.handleSubmit((request) => {
        const balance = walletBalance === undefined ? null : toCents(walletBalance);
        if (balance !== null && request.amount > balance) {
          form.setError('amount', {
            type: 'shortfall',
            message: messageText(shortfallMessage(balance, request.amount)),
          });
          return;
        }
        onSubmit(request, form.getValues());
      })}
    >
      {kind === 'airtime' ? (
        <Field label={t('network')} htmlFor="vas-network" error={errors.network?.message}>
          <Select id="vas-network" aria-invalid={invalid('network')} {...form.register('network')}>
            <option value="">{t('chooseNetwork')}</option>
            {NETWORKS.map((n) => (
              <option key={n} value={n}>
                {NETWORK_LABELS[n]}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      {kind === 'electricity' ? (
        <Field label={t('meterNumber')} htmlFor="vas-meter" error={errors.meterNumber?.message}>
          <Input
            id="vas-meter"
            inputMode="numeric"
            autoComplete="off"
            placeholder="01234567890"
            aria-invalid={invalid('meterNumber')}
            {...form.register('meterNumber')}
          />
        </Field>
      ) : (
        <Field label={t('cellphone')} htmlFor="vas-phone" error={errors.phone?.message}>
          <Input
            id="vas-phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="071 234 5678"
            aria-invalid={invalid('phone')}
            {...form.register('phone')}
          />
        </Field>
      )}
      <MoneyField
        id="vas-amount"
        label={t('amountLabel')}
        error={errors.amount?.message}
        placeholder={(limits.min / 100).toFixed(2)}
        aria-describedby="vas-amount-hint"
        {...form.register('amount')}
      >
        <p id="vas-amount-hint" className="text-xs text-slate-500">
          {t('limits', {
            min: formatRand(limits.min),
            max: formatRand(limits.max),
            balance: formatRandDecimal(walletBalance),
          })}
        </p>
        {errors.amount?.type === 'shortfall' ? (
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() => onLoadFloat(form.getValues())}
          >
            {t('loadFloat')}
          </Button>
        ) : null}
      </MoneyField>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit">{t('continue')}</Button>
      </DialogFooter>
    </form>
  );
}
