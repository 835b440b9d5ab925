import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CreditLimitSchema, type CreditAccount } from '@shared/credit/credit.schemas';
import { centsToDecimal } from '@shared/money/money';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { useText } from '@client/i18n/use-text';
import { useUpdateCreditAccount } from '../api/credit-queries';
import { creditText } from '../credit-text';
import { MoneyField } from '@client/components/ui/money-field';

const LimitSchema = z.object({ creditLimit: CreditLimitSchema });
type LimitInput = z.input<typeof LimitSchema>;
type LimitOutput = z.output<typeof LimitSchema>;

/** Change the limit; suspend, reactivate or close the account. */
export function AccountSettings({ account }: { account: CreditAccount }) {
  const t = useText(creditText);
  const update = useUpdateCreditAccount(account.id);
  const failed = (error: unknown) => toastError(error, t('updateFailed'));
  const form = useForm<LimitInput, unknown, LimitOutput>({
    resolver: zodResolver(LimitSchema),
    values: { creditLimit: account.creditLimit },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ creditLimit }) => {
    try {
      await update.mutateAsync({ creditLimit: centsToDecimal(creditLimit) });
      toast({ title: t('updated'), description: t('limitChanged') });
    } catch (error) {
      failed(error);
    }
  });

  const setStatus = async (status: CreditAccount['status'], done: string) => {
    try {
      await update.mutateAsync({ status });
      toast({ title: t('updated'), description: done });
    } catch (error) {
      failed(error);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <form className="flex items-end gap-2" onSubmit={onSubmit} noValidate>
        <MoneyField
          id="edit-limit"
          label={t('create.limit')}
          error={errors.creditLimit?.message}
          className="min-w-0 flex-1"
          {...form.register('creditLimit')}
        />
        <Button type="submit" variant="outline" disabled={update.isPending}>
          {t('saveLimit')}
        </Button>
      </form>
      <div className="flex flex-wrap gap-2">
        {account.status === 'active' ? (
          <Button
            variant="outline"
            disabled={update.isPending}
            onClick={() => setStatus('suspended', t('suspended'))}
          >
            {t('suspend')}
          </Button>
        ) : (
          <Button
            disabled={update.isPending}
            onClick={() => setStatus('active', t('goodStanding'))}
          >
            {t('reactivate')}
          </Button>
        )}
        {account.status !== 'inactive' ? (
          <Button
            variant="ghost"
            disabled={update.isPending}
            onClick={() => setStatus('inactive', t('closed'))}
          >
            {t('markInactive')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
