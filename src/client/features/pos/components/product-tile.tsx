import { Plus } from 'lucide-react';
import { memo } from 'react';
import type { Product } from '@shared/catalog/catalog.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { ProductName } from '@client/components/product-name';
import { cn } from '@client/lib/cn';
import { useText } from '@client/i18n/use-text';
import { posText } from '../pos-text';

/**
 * A product on the till: its name is what it shows (name, pack size, price, stock); a tap adds
 * one. Rendered again only when its product or its quantity in the cart changes.
 */
export const ProductTile = memo(function ProductTile({
  product,
  quantity,
  onAdd,
}: {
  product: Product;
  quantity: number;
  onAdd: (product: Product) => void;
}) {
  const t = useText(posText);
  return (
    <li>
      <button
        type="button"
        onClick={() => onAdd(product)}
        className={cn(
          'flex h-full min-h-20 w-full flex-col items-start gap-1 rounded-xl border bg-white p-3 text-left shadow-sm transition-colors hover:border-brand-600 active:bg-brand-50',
          quantity > 0 ? 'border-brand-600' : 'border-slate-200',
        )}
      >
        <ProductName
          name={product.name}
          className="text-sm font-medium leading-tight text-slate-900"
        />{' '}
        <span className="mt-auto flex w-full flex-wrap items-center justify-between gap-1">
          <span className="font-semibold text-brand-800">{formatRandDecimal(product.price)}</span>{' '}
          <span className="text-xs text-slate-500">
            {product.packUnits
              ? t('packsInStock', { count: product.stock })
              : t('inStock', { count: product.stock })}
          </span>
        </span>
        {product.packUnits ? (
          <>
            {' '}
            <span className="text-xs font-semibold text-slate-700">
              {t('packOf', { units: product.packUnits })}
            </span>
          </>
        ) : null}
        {quantity > 0 ? (
          <>
            {' '}
            <span className="text-xs font-semibold text-brand-700">
              {t('inCart', { count: quantity })}
            </span>
          </>
        ) : (
          <Plus aria-hidden="true" className="size-4 text-slate-400" />
        )}
      </button>
    </li>
  );
});
