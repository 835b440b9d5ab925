import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { centsToDecimal, formatRand, formatRandDecimal } from '@shared/money/money';
import { FLOAT_LIMITS, LoadFloatSchema, type FloatDeposit } from '@shared/vas/float.schemas';
import { Button } from '@client/components/ui/button';
import { DialogFooter, FormActions } from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { useText } from '@client/i18n/use-text';
import { useLoadFloat } from '../api/float-queries';
import { vasText } from '../vas-text';
import { CopyButton } from './copy-button';
import { MoneyField } from '@client/components/ui/money-field';

type Input = z.input<typeof LoadFloatSchema>;
type Output = z.output<typeof LoadFloatSchema>;
const newKey = () => crypto.randomUUID();

/** What to do with a deposit the provider has not seen yet: pay it, quoting the reference. */
export function PendingDepositNote({ deposit }: { deposit: FloatDeposit }) {
  const t = useText(vasText);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      <p>
        {t('payBefore', { amount: formatRandDecimal(deposit.amount) })}{' '}
        <strong className="font-mono">{deposit.depositReference ?? deposit.reference}</strong>.{' '}
        {t('payAfter')}
      </p>
      {deposit.depositReference ? (
        <CopyButton text={deposit.depositReference} label={t('depositReference')} />
      ) : null}
    </div>
  );
}

/**
 * Float for the wallet. In the sandbox it loads at once (test money); with a real provider
 * the deposit waits, with its reference, until the provider confirms the payment.
 */
export function LoadFloatForm({
  sandbox,
  onDone,
  onCancel,
}: {
  sandbox: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useText(vasText);
  const load = useLoadFloat();
  const [key] = useState(newKey);
  const [pending, setPending] = useState<FloatDeposit | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(LoadFloatSchema),
    defaultValues: { amount: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ amount }) => {
    try {
      const { deposit, walletBalance } = await load.mutateAsync({
        amount: centsToDecimal(amount),
        key,
      });
      if (deposit.status === 'pending') return setPending(deposit);
      toast({
        title: t('floatLoaded'),
        description: t('floatAdded', {
          amount: formatRandDecimal(deposit.amount),
          balance: formatRandDecimal(walletBalance),
        }),
      });
      onDone();
    } catch (error) {
      toastError(error, t('floatFailed'));
    }
  });

  if (pending) {
    return (
      <div className="flex flex-col gap-4">
        <PendingDepositNote deposit={pending} />
        <DialogFooter>
          <Button onClick={onDone}>{t('done')}</Button>
        </DialogFooter>
      </div>
    );
  }
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <MoneyField
        id="float-amount"
        label={t('floatAmount')}
        error={errors.amount?.message}
        placeholder="200.00"
        aria-describedby="float-amount-hint"
        {...form.register('amount')}
      >
        <p id="float-amount-hint" className="text-xs text-slate-500">
          {t('range', { min: formatRand(FLOAT_LIMITS.min), max: formatRand(FLOAT_LIMITS.max) })}{' '}
          {sandbox ? t('sandboxHint') : t('providerHint')}
        </p>
      </MoneyField>
      <FormActions onCancel={onCancel} pending={load.isPending}>
        {load.isPending ? t('loading') : t('loadFloat')}
      </FormActions>
    </form>
  );
}
