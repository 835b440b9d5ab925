import { Field, Select } from '@client/components/ui/input';
import { useBrandOptions, useSupplierOptions } from '../api/catalog-queries';
import { useText } from '@client/i18n/use-text';
import { catalogText } from '../catalog-text';

/** A product's brand and supplier, each optional, chosen from the merchant's own lists. */
export function ProductSourceFields({
  brandId,
  supplierId,
  onChange,
}: {
  brandId: string;
  supplierId: string;
  onChange(patch: { brandId?: string; supplierId?: string }): void;
}) {
  const t = useText(catalogText);
  const brands = useBrandOptions();
  const suppliers = useSupplierOptions();
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <Field label={t('brand')} htmlFor="product-brandId">
        <Select
          id="product-brandId"
          value={brandId}
          onChange={(e) => onChange({ brandId: e.target.value })}
        >
          <option value="">{t('noBrand')}</option>
          {brands.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('supplier')} htmlFor="product-supplierId">
        <Select
          id="product-supplierId"
          value={supplierId}
          onChange={(e) => onChange({ supplierId: e.target.value })}
        >
          <option value="">{t('noSupplier')}</option>
          {suppliers.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
