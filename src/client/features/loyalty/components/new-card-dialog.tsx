import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  DEFAULT_TARGET_STAMPS,
  LOYALTY_MESSAGES,
  MAX_TARGET_STAMPS,
  MIN_TARGET_STAMPS,
} from '@shared/loyalty/loyalty-rules';
import { CreateLoyaltyCardSchema } from '@shared/loyalty/loyalty.schemas';
import { centsToDecimal } from '@shared/money/money';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormActions,
} from '@client/components/ui/dialog';
import { Field, Input, invalidProps } from '@client/components/ui/input';
import { saveToasts } from '@client/lib/save-toasts';
import { useCreateCard } from '../api/loyalty-queries';
import { useText } from '@client/i18n/use-text';
import { loyaltyText } from '../loyalty-text';
import { MoneyField } from '@client/components/ui/money-field';

type FormInput = z.input<typeof CreateLoyaltyCardSchema>;
type FormOutput = z.output<typeof CreateLoyaltyCardSchema>;

/** Opens a stamp card for a customer: how many stamps earn which reward. */
export function NewCardDialog({
  customerId,
  customerName,
  open,
  onOpenChange,
}: {
  customerId: string;
  customerName?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useText(loyaltyText);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('addTitle')}</DialogTitle>
          <DialogDescription>
            {t('addDescription', { name: customerName ?? t('theCustomer') })}
          </DialogDescription>
        </DialogHeader>
        {open ? <CardForm customerId={customerId} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CardForm({ customerId, onDone }: { customerId: string; onDone: () => void }) {
  const t = useText(loyaltyText);
  const create = useCreateCard();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(CreateLoyaltyCardSchema),
    defaultValues: {
      customerId,
      cardType: 'stamps',
      targetStamps: DEFAULT_TARGET_STAMPS,
      rewardDescription: '',
      rewardValue: '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    create.mutate(
      { ...values, rewardValue: centsToDecimal(values.rewardValue) },
      saveToasts(
        { success: LOYALTY_MESSAGES.created, failure: LOYALTY_MESSAGES.createFailed },
        onDone,
      ),
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Field label={t('reward')} htmlFor="card-reward" error={errors.rewardDescription?.message}>
        <Input
          id="card-reward"
          placeholder={t('rewardPlaceholder')}
          autoComplete="off"
          {...form.register('rewardDescription')}
          {...invalidProps('card-reward', errors.rewardDescription)}
        />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('target')} htmlFor="card-target" error={errors.targetStamps?.message}>
          <Input
            id="card-target"
            type="number"
            inputMode="numeric"
            min={MIN_TARGET_STAMPS}
            max={MAX_TARGET_STAMPS}
            {...form.register('targetStamps', { valueAsNumber: true })}
            {...invalidProps('card-target', errors.targetStamps)}
          />
        </Field>
        <MoneyField
          id="card-value"
          label={t('rewardValue')}
          error={errors.rewardValue?.message}
          placeholder="17.99"
          {...form.register('rewardValue')}
        />
      </div>
      <FormActions onCancel={onDone} pending={create.isPending}>
        {create.isPending ? t('saving') : t('addCard')}
      </FormActions>
    </form>
  );
}
