import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES } from '@shared/catalog/product-image';
import { Field, Input } from '@client/components/ui/input';
import { useText } from '@client/i18n/use-text';
import { catalogText } from '../catalog-text';

/** The product's photo (the back camera on a phone), checked for type and size when picked. */
export function ProductImageField({
  error,
  onPick,
}: {
  error?: string;
  /** The photo to upload (null: none), and why a picked file was refused ('' when it was not). */
  onPick(file: File | null, error: string): void;
}) {
  const t = useText(catalogText);
  const pick = (picked: File | undefined) => {
    if (!picked) return onPick(null, '');
    if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(picked.type))
      return onPick(null, t('imageType'));
    if (picked.size > PRODUCT_IMAGE_MAX_BYTES) return onPick(null, t('imageSize'));
    onPick(picked, '');
  };
  return (
    <Field label={t('image')} htmlFor="product-image" error={error}>
      <Input
        id="product-image"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture="environment"
        className="h-auto py-2"
        onChange={(e) => pick(e.target.files?.[0])}
      />
    </Field>
  );
}
