import type { Product } from '@shared/catalog/catalog.schemas';
import { Field, Input, Select } from '@client/components/ui/input';
import { Switch } from '@client/components/ui/switch';
import { useText } from '@client/i18n/use-text';
import { useProducts } from '../api/catalog-queries';
import { catalogText } from '../catalog-text';
import type { FormValues } from './product-form-values';

type PackValues = Pick<FormValues, 'pack' | 'packOf' | 'packUnits' | 'stock'>;

/** The products a pack can be sold from: the shop's own, not packs, not this one. */
function useBaseOptions(productId: string | undefined): Product[] {
  const list = useProducts({ status: 'all', stockStatus: 'all', page: 1, pageSize: 500 }).data;
  return (list?.items ?? []).filter((p) => p.packOf === null && p.id !== productId);
}

/** Whole packs in the chosen base's stock, or null until a base and whole units are chosen. */
export function packsFrom(base: Product | undefined, units: string): number | null {
  const count = Number(units.trim());
  if (!base || !Number.isInteger(count) || count < 2) return null;
  return Math.floor(base.stock / count);
}

/**
 * "Sold as a pack": the product it is sold from and the units in one pack. A pack's stock is not
 * typed: it shows its base's stock in whole packs ("From Eggs: 5 packs").
 */
export function PackFields({
  productId,
  values,
  errors,
  onChange,
}: {
  productId?: string;
  values: PackValues;
  errors: Record<string, string>;
  onChange(patch: Partial<FormValues>): void;
}) {
  const t = useText(catalogText);
  const bases = useBaseOptions(productId);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <div className="flex items-center justify-between gap-3">
        <span aria-hidden="true" className="text-sm font-medium text-slate-700">
          {t('pack.soldAsPack')}
        </span>
        <Switch
          label={t('pack.soldAsPack')}
          checked={values.pack}
          onCheckedChange={(pack) => onChange({ pack })}
        />
      </div>
      {values.pack ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label={t('pack.soldFrom')} htmlFor="product-packOf" error={errors.packOf}>
            <Select
              id="product-packOf"
              value={values.packOf}
              onChange={(e) => onChange({ packOf: e.target.value })}
            >
              <option value="">{t('pack.chooseBase')}</option>
              {bases.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('pack.units')} htmlFor="product-packUnits" error={errors.packUnits}>
            <Input
              id="product-packUnits"
              type="number"
              inputMode="numeric"
              step="1"
              min="2"
              value={values.packUnits}
              aria-invalid={errors.packUnits ? true : undefined}
              onChange={(e) => onChange({ packUnits: e.target.value })}
            />
          </Field>
          <PackStock bases={bases} values={values} />
        </div>
      ) : null}
    </div>
  );
}

/** A pack's stock, read only: its base's stock in whole packs. */
function PackStock({ bases, values }: { bases: Product[]; values: PackValues }) {
  const t = useText(catalogText);
  const base = bases.find((b) => b.id === values.packOf);
  const count = packsFrom(base, values.packUnits);
  if (!base || count === null) return null;
  return (
    <p className="text-sm text-slate-600 sm:col-span-2" aria-live="polite">
      {t('pack.stockFrom', { base: base.name, count })}
    </p>
  );
}
