import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import type { Product } from '@shared/catalog/catalog.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { ProductName } from '@client/components/product-name';
import { Input, Label } from '@client/components/ui/input';
import { useKeyboardWedge } from '@client/lib/barcode-scanner';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { useProductSearch } from '../api/orders-queries';
import { useText } from '@client/i18n/use-text';
import { ordersText } from '../orders-text';

/**
 * Finds active products on the server by name or exact barcode (the text is sent as typed) and
 * adds the chosen one to the order. A scanner's code, with no field focused, fills the search.
 */
export function ProductSearch({ onAdd }: { onAdd: (product: Product) => void }) {
  const t = useText(ordersText);
  const id = useId();
  const [text, setText] = useState('');
  useKeyboardWedge(setText);
  const search = useDebouncedValue(text.trim(), 250);
  const { data, isPending, isError } = useProductSearch(search);
  const products = data?.items ?? [];
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t('addProduct')}</Label>
      <Input
        id={id}
        type="search"
        placeholder={t('searchByName')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <ul
        className="flex max-h-48 flex-col divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
        aria-label={t('products')}
      >
        {isPending ? (
          <li className="p-2 text-sm text-slate-500">{t('loadingProducts')}</li>
        ) : isError ? (
          <li className="p-2 text-sm text-red-700">{t('productsError')}</li>
        ) : products.length === 0 ? (
          <li className="p-2 text-sm text-slate-500">{t('noProducts')}</li>
        ) : (
          products.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                disabled={product.stock <= 0}
                onClick={() => onAdd(product)}
                className="flex w-full items-center justify-between gap-2 p-2 text-left text-sm hover:bg-slate-50 disabled:opacity-50"
              >
                <span className="sr-only">{`${t('addLead')} `}</span>
                <span className="min-w-0">
                  <ProductName name={product.name} className="font-medium text-slate-900" />
                  <span className="text-xs text-slate-500">
                    {formatRandDecimal(product.price)} ·{' '}
                    {product.stock > 0 ? t('inStock', { count: product.stock }) : t('outOfStock')}
                  </span>
                </span>
                <Plus className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
              </button>
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
