import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormActions,
} from '@client/components/ui/dialog';
import { Field, Input, Textarea } from '@client/components/ui/input';
import { saveToasts } from '@client/lib/save-toasts';
import { BRAND_MESSAGES, BrandInputSchema, type Brand } from '@shared/brands/brands.schemas';
import { useSaveBrand } from '../api/brands-queries';
import { useText } from '@client/i18n/use-text';
import { brandsText } from '../brands-text';

type FormInput = z.input<typeof BrandInputSchema>;
type FormOutput = z.output<typeof BrandInputSchema>;

/** Add or edit a brand: name (required), description, logo. */
export function BrandDialog({
  open,
  brand,
  onOpenChange,
}: {
  open: boolean;
  brand: Brand | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useText(brandsText);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{brand ? t('dialog.edit') : t('add')}</DialogTitle>
          <DialogDescription>
            {brand ? t('dialog.editDescription') : t('dialog.addDescription')}
          </DialogDescription>
        </DialogHeader>
        <BrandForm brand={brand} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function BrandForm({ brand, onDone }: { brand: Brand | null; onDone: () => void }) {
  const save = useSaveBrand();
  const t = useText(brandsText);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(BrandInputSchema),
    defaultValues: {
      name: brand?.name ?? '',
      description: brand?.description ?? '',
      logo: brand?.logo ?? '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: brand?.id, values },
      saveToasts(
        {
          success: brand ? BRAND_MESSAGES.updated : BRAND_MESSAGES.created,
          failure: brand ? BRAND_MESSAGES.updateFailed : BRAND_MESSAGES.createFailed,
        },
        onDone,
      ),
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Field label={t('form.name')} htmlFor="brand-name" error={errors.name?.message}>
        <Input
          id="brand-name"
          {...form.register('name')}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'brand-name-error' : undefined}
        />
      </Field>
      <Field
        label={t('form.description')}
        htmlFor="brand-description"
        error={errors.description?.message}
      >
        <Textarea id="brand-description" rows={3} {...form.register('description')} />
      </Field>
      <Field label={t('form.logo')} htmlFor="brand-logo" error={errors.logo?.message}>
        <Input
          id="brand-logo"
          type="url"
          inputMode="url"
          placeholder={t('form.logoPlaceholder')}
          {...form.register('logo')}
        />
      </Field>
      <FormActions onCancel={onDone} pending={save.isPending}>
        {save.isPending ? t('form.saving') : brand ? t('form.update') : t('add')}
      </FormActions>
    </form>
  );
}
