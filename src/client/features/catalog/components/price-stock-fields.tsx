import type { InputHTMLAttributes } from 'react';
import { Field, Input } from '@client/components/ui/input';
import { MoneyInput } from '@client/components/ui/money-field';
import { useText } from '@client/i18n/use-text';
import { catalogText } from '../catalog-text';
import { PriceForMargin } from './price-for-margin';

type NumberField = 'price' | 'stock' | 'lowStockThreshold';

/**
 * The product form's price, stock and low-stock threshold, with the price for the shop's target
 * margin under them. A pack has no stock of its own: its base's is shown with the pack's fields.
 */
export function PriceStockFields({
  input,
  errors,
  pack,
  cost,
  price,
  onPrice,
}: {
  input: (name: NumberField) => InputHTMLAttributes<HTMLInputElement> & { id: string };
  errors: Record<string, string>;
  pack: boolean;
  cost: string | null | undefined;
  price: string;
  onPrice(price: string): void;
}) {
  const t = useText(catalogText);
  return (
    <>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Field label={t('price')} htmlFor="product-price" error={errors.price}>
          <MoneyInput {...input('price')} type="number" step="0.01" min="0" />
        </Field>
        {pack ? null : (
          <Field label={t('stock')} htmlFor="product-stock" error={errors.stock}>
            <Input {...input('stock')} type="number" inputMode="numeric" step="1" min="0" />
          </Field>
        )}
        <Field
          label={t('lowStockThreshold')}
          htmlFor="product-lowStockThreshold"
          error={errors.lowStockThreshold}
        >
          <Input
            {...input('lowStockThreshold')}
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
          />
        </Field>
      </div>
      <PriceForMargin cost={cost} price={price} onUse={onPrice} />
    </>
  );
}
