import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { centsToDecimal, formatRand, formatRandDecimal } from '@shared/money/money';
import {
  FLOAT_LIMITS,
  FLOAT_MESSAGES,
  LoadFloatSchema,
  type FloatDeposit,
} from '@shared/vas/float.schemas';
import { Button } from '@client/components/ui/button';
import { DialogFooter, FormActions } from '@client/components/ui/dialog';
import { Field, Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast-store';
import { errorMessage } from '@client/lib/api';
import { useLoadFloat } from '../api/use-float';
import { CopyButton } from './copy-button';

type Input = z.input<typeof LoadFloatSchema>;
type Output = z.output<typeof LoadFloatSchema>;
const newKey = () => crypto.randomUUID();

/** What to do with a deposit the provider has not seen yet: pay it, quoting the reference. */
export function PendingDepositNote({ deposit }: { deposit: FloatDeposit }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      <p>
        Pay {formatRandDecimal(deposit.amount)} to the provider with the reference{' '}
        <strong className="font-mono">{deposit.depositReference ?? deposit.reference}</strong>. The
        float counts once the provider confirms it.
      </p>
      {deposit.depositReference ? (
        <CopyButton text={deposit.depositReference} label="deposit reference" />
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
        title: FLOAT_MESSAGES.loaded,
        description: `${formatRandDecimal(deposit.amount)} added. The wallet has ${formatRandDecimal(walletBalance)}.`,
      });
      onDone();
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, FLOAT_MESSAGES.failed),
        variant: 'destructive',
      });
    }
  });

  if (pending) {
    return (
      <div className="flex flex-col gap-4">
        <PendingDepositNote deposit={pending} />
        <DialogFooter>
          <Button onClick={onDone}>Done</Button>
        </DialogFooter>
      </div>
    );
  }
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <Field label="Float amount (R)" htmlFor="float-amount" error={errors.amount?.message}>
        <Input
          id="float-amount"
          inputMode="decimal"
          placeholder="200.00"
          aria-invalid={Boolean(errors.amount) || undefined}
          aria-describedby="float-amount-hint"
          {...form.register('amount')}
        />
        <p id="float-amount-hint" className="text-xs text-slate-500">
          {formatRand(FLOAT_LIMITS.min)} to {formatRand(FLOAT_LIMITS.max)}.{' '}
          {sandbox
            ? 'Sandbox: test money, loaded at once.'
            : 'You get a reference to pay the provider with.'}
        </p>
      </Field>
      <FormActions onCancel={onCancel} pending={load.isPending}>
        {load.isPending ? 'Loading…' : 'Load float'}
      </FormActions>
    </form>
  );
}
