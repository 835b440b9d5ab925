import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@client/components/ui/button';
import { Field, Input, Select, Textarea } from '@client/components/ui/input';
import { saveToasts } from '@client/lib/save-toasts';
import {
  PROMOTION_MESSAGES,
  PromotionInputSchema,
  type Promotion,
} from '@shared/brands/promotions.schemas';
import { useSavePromotion } from '../api/promotions-queries';
import { commonText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { brandsText } from '../brands-text';

type FormInput = z.input<typeof PromotionInputSchema>;
type FormOutput = z.output<typeof PromotionInputSchema>;

/** Adds a promotion to the brand, or edits one: title, description, discount, dates, status. */
export function PromotionForm({
  brandId,
  promotion,
  today,
  onDone,
}: {
  brandId: string;
  promotion: Promotion | null;
  today: string;
  onDone: () => void;
}) {
  const save = useSavePromotion(brandId);
  const t = useText(brandsText);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(PromotionInputSchema),
    defaultValues: {
      title: promotion?.title ?? '',
      description: promotion?.description ?? '',
      discountPercentage: promotion ? String(promotion.discountPercentage) : '',
      startDate: promotion?.startDate ?? today,
      endDate: promotion?.endDate ?? '',
      status: promotion?.status ?? 'active',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: promotion?.id, values },
      saveToasts(
        {
          success: promotion ? PROMOTION_MESSAGES.updated : PROMOTION_MESSAGES.created,
          failure: promotion ? PROMOTION_MESSAGES.updateFailed : PROMOTION_MESSAGES.createFailed,
        },
        onDone,
      ),
    ),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3"
      aria-label={t('promotion.form')}
    >
      <Field label={t('promotion.title')} htmlFor="promotion-title" error={errors.title?.message}>
        <Input
          id="promotion-title"
          {...form.register('title')}
          aria-invalid={errors.title ? true : undefined}
        />
      </Field>
      <Field
        label={t('form.description')}
        htmlFor="promotion-description"
        error={errors.description?.message}
      >
        <Textarea id="promotion-description" rows={2} {...form.register('description')} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field
          label={t('promotion.discount')}
          htmlFor="promotion-discount"
          error={errors.discountPercentage?.message}
        >
          <Input
            id="promotion-discount"
            type="number"
            inputMode="decimal"
            min={0.01}
            max={100}
            step={0.01}
            {...form.register('discountPercentage')}
            aria-invalid={errors.discountPercentage ? true : undefined}
          />
        </Field>
        <Field
          label={t('promotion.status')}
          htmlFor="promotion-status"
          error={errors.status?.message}
        >
          <Select id="promotion-status" {...form.register('status')}>
            <option value="active">{t('active')}</option>
            <option value="inactive">{t('inactive')}</option>
          </Select>
        </Field>
        <Field
          label={t('promotion.start')}
          htmlFor="promotion-start"
          error={errors.startDate?.message}
        >
          <Input
            id="promotion-start"
            type="date"
            {...form.register('startDate')}
            aria-invalid={errors.startDate ? true : undefined}
          />
        </Field>
        <Field label={t('promotion.end')} htmlFor="promotion-end" error={errors.endDate?.message}>
          <Input
            id="promotion-end"
            type="date"
            {...form.register('endDate')}
            aria-invalid={errors.endDate ? true : undefined}
          />
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {commonText.t('cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending
            ? t('form.saving')
            : promotion
              ? t('promotion.update')
              : t('promotion.add')}
        </Button>
      </div>
    </form>
  );
}
