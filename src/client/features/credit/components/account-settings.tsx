import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  CREDIT_MESSAGES,
  CreditLimitSchema,
  type CreditAccount,
} from '@shared/credit/credit.schemas';
import { centsToDecimal } from '@shared/money/money';
import { Button } from '@client/components/ui/button';
import { Field, Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast-store';
import { errorMessage } from '@client/lib/api';
import { useUpdateCreditAccount } from '../api/use-credit';

const LimitSchema = z.object({ creditLimit: CreditLimitSchema });
type LimitInput = z.input<typeof LimitSchema>;
type LimitOutput = z.output<typeof LimitSchema>;

const failed = (error: unknown) =>
  toast({
    title: 'Error',
    description: errorMessage(error, CREDIT_MESSAGES.updateFailed),
    variant: 'destructive',
  });

/** Change the limit; suspend, reactivate or close the account. */
export function AccountSettings({ account }: { account: CreditAccount }) {
  const update = useUpdateCreditAccount(account.id);
  const form = useForm<LimitInput, unknown, LimitOutput>({
    resolver: zodResolver(LimitSchema),
    values: { creditLimit: account.creditLimit },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ creditLimit }) => {
    try {
      await update.mutateAsync({ creditLimit: centsToDecimal(creditLimit) });
      toast({ title: CREDIT_MESSAGES.updated, description: 'The credit limit was changed.' });
    } catch (error) {
      failed(error);
    }
  });

  const setStatus = async (status: CreditAccount['status'], done: string) => {
    try {
      await update.mutateAsync({ status });
      toast({ title: CREDIT_MESSAGES.updated, description: done });
    } catch (error) {
      failed(error);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <form className="flex items-end gap-2" onSubmit={onSubmit} noValidate>
        <Field
          label="Credit Limit (R)"
          htmlFor="edit-limit"
          error={errors.creditLimit?.message}
          className="min-w-0 flex-1"
        >
          <Input
            id="edit-limit"
            inputMode="decimal"
            aria-invalid={Boolean(errors.creditLimit) || undefined}
            {...form.register('creditLimit')}
          />
        </Field>
        <Button type="submit" variant="outline" disabled={update.isPending}>
          Save Limit
        </Button>
      </form>
      <div className="flex flex-wrap gap-2">
        {account.status === 'active' ? (
          <Button
            variant="outline"
            disabled={update.isPending}
            onClick={() => setStatus('suspended', 'The account is suspended: no new credit sales.')}
          >
            Suspend Account
          </Button>
        ) : (
          <Button
            disabled={update.isPending}
            onClick={() => setStatus('active', 'The account is in good standing again.')}
          >
            Reactivate Account
          </Button>
        )}
        {account.status !== 'inactive' ? (
          <Button
            variant="ghost"
            disabled={update.isPending}
            onClick={() => setStatus('inactive', 'The account is closed to new credit.')}
          >
            Mark Inactive
          </Button>
        ) : null}
      </div>
    </div>
  );
}
