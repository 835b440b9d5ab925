import { useState, type FormEvent } from 'react';
import type { Product } from '@shared/catalog/catalog.schemas';
import { staleVersionOf } from '@shared/common/row-version';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormActions,
} from '@client/components/ui/dialog';
import { Field, Input, Select, Textarea } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { useText } from '@client/i18n/use-text';
import { useShopSettings } from '@client/api/shop-settings-queries';
import { ApiError } from '@client/lib/api';
import { useCategories } from '../api/catalog-queries';
import { useSaveProduct, useUploadProductImage } from '../api/catalog-mutations';
import { catalogText } from '../catalog-text';
import { CategoryPicker } from './category-picker';
import { ProductSourceFields } from './product-source-fields';
import { BarcodesField } from './barcodes-field';
import {
  barcodeTakenOf,
  changesBetween,
  editBody,
  fieldErrors,
  productBody,
  rebase,
  valuesOf,
  type FieldChange,
  type FormValues,
  type KindValues,
} from './product-form-values';
import { ProductChangedNotice } from './product-changed-notice';
import { PriceStockFields } from './price-stock-fields';
import { ProductImageField } from './product-image-field';
import { VoiceNamesField } from './voice-names-field';
import { PackFields } from './pack-fields';
import { KindFields } from './kind-fields';

/** Add Product and Edit Product: every field of the spec, validated with the API's own schema. */
export function ProductFormDialog({
  open,
  product,
  barcodes,
  onOpenChange,
}: {
  open: boolean;
  product?: Product;
  /** A new product's codes to start with (a scanned code nobody had). */
  barcodes?: string[];
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open ? (
          <ProductForm
            key={product?.id ?? 'new'}
            product={product}
            barcodes={barcodes}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ProductForm({
  product,
  barcodes,
  onDone,
}: {
  product?: Product;
  barcodes?: string[];
  onDone(): void;
}) {
  const t = useText(catalogText);
  const [values, setValues] = useState(() => valuesOf(product, barcodes));
  // The product as last read: what an edit's version and stock difference are counted from.
  const [read, setRead] = useState(product);
  const [changes, setChanges] = useState<FieldChange[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // After the first Save, each change re-checks the form: a fixed field loses its error at once.
  const [submitted, setSubmitted] = useState(false);
  const vatRegistered = useShopSettings().data?.vatRegistered;
  const [file, setFile] = useState<File | null>(null);
  const categories = useCategories().data ?? [];
  const save = useSaveProduct();
  const upload = useUploadProductImage();
  const editing = Boolean(product);
  const set = (patch: Partial<FormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setErrors((e) => ({ image: e.image ?? '', ...fieldErrors(next, read) }));
  };

  const pickFile = (picked: File | null, image: string) => {
    setErrors((e) => ({ ...e, image }));
    setFile(picked);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = fieldErrors(values, read);
    setErrors((e) => ({ image: e.image ?? '', ...found }));
    if (Object.keys(found).length > 0) return;
    const failure = editing ? t('updateFailed') : t('createFailed');
    try {
      const saved = await save.mutateAsync(
        read ? { id: read.id, values: editBody(values, read) } : { values: productBody(values) },
      );
      if (file) await upload.mutateAsync({ id: saved.id, file });
      toast({ title: editing ? t('updated') : t('created') });
      onDone();
    } catch (error) {
      const taken = error instanceof ApiError ? barcodeTakenOf(error.details) : null;
      if (taken) {
        const barcodes = t('barcodeTaken', { name: taken.productName, barcode: taken.barcode });
        return setErrors((e) => ({ ...e, barcodes }));
      }
      const stale =
        read && error instanceof ApiError ? staleVersionOf<Product>(error.details) : null;
      if (!read || !stale) return toastError(error, failure);
      // Someone sold, counted or edited it meanwhile: show the figures now, keep the owner's own edits.
      setChanges(changesBetween(read, stale.current));
      setValues(rebase(values, read, stale.current));
      setRead(stale.current);
    }
  };

  const busy = save.isPending || upload.isPending;
  const input = (name: Exclude<keyof FormValues, 'barcodes' | 'pack' | keyof KindValues>) => ({
    id: `product-${name}`,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    onChange: (e: { target: { value: string } }) => set({ [name]: e.target.value }),
  });

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <DialogHeader>
        <DialogTitle>{editing ? t('editProduct') : t('addProduct')}</DialogTitle>
        <DialogDescription>
          {t('formDescription')}{' '}
          {vatRegistered === undefined
            ? null
            : t(vatRegistered ? 'vat.registered' : 'vat.unregistered')}
        </DialogDescription>
      </DialogHeader>
      <Field label={t('name')} htmlFor="product-name" error={errors.name}>
        <Input {...input('name')} maxLength={200} />
      </Field>
      <Field label={t('description')} htmlFor="product-description" error={errors.description}>
        <Textarea {...input('description')} maxLength={2000} />
      </Field>
      <KindFields values={values} errors={errors} onChange={set} />
      <PackFields productId={read?.id} values={values} errors={errors} onChange={set} />
      <PriceStockFields
        input={input}
        errors={errors}
        pack={values.pack}
        cost={read?.costPrice}
        price={values.price}
        onPrice={(price) => set({ price })}
      />
      <CategoryPicker
        categories={categories}
        value={values.categoryId}
        onChange={(categoryId) => set({ categoryId })}
        error={errors.categoryId}
      />
      <ProductSourceFields brandId={values.brandId} supplierId={values.supplierId} onChange={set} />
      <ProductImageField error={errors.image} onPick={pickFile} />
      <BarcodesField
        value={values.barcodes}
        error={errors.barcodes}
        onChange={(codes) => set({ barcodes: codes })}
      />
      <VoiceNamesField
        value={values.voiceNames}
        error={errors.voiceNames}
        onChange={(voiceNames) => set({ voiceNames })}
      />
      <Field label={t('status')} htmlFor="product-status">
        <Select
          id="product-status"
          value={values.status}
          onChange={(e) => set({ status: e.target.value as FormValues['status'] })}
        >
          <option value="active">{t('active')}</option>
          <option value="inactive">{t('inactive')}</option>
        </Select>
      </Field>
      {changes ? <ProductChangedNotice changes={changes} /> : null}
      <FormActions onCancel={onDone} pending={busy}>
        {busy ? t('saving') : editing ? t('updateProduct') : t('addProduct')}
      </FormActions>
    </form>
  );
}
