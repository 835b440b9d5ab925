import { useState } from 'react';
import { Package, PackageX, Pencil, Repeat, ShoppingCart, SlidersHorizontal } from 'lucide-react';
import type { Product } from '@shared/catalog/catalog.schemas';
import { priceLine } from '@shared/money/bulk-tiers';
import { formatRand, toCents } from '@shared/money/money';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ProductName } from '@client/components/product-name';
import { Input } from '@client/components/ui/input';
import { clampQuantity, MIN_QUANTITY, orderableMax } from '@client/lib/quantity';
import { useText } from '@client/i18n/use-text';
import { catalogText } from '../catalog-text';
import { useProduct } from '../api/catalog-queries';

const STOCK_BADGE = {
  'in-stock': { label: 'inStock', variant: 'success' },
  'low-stock': { label: 'lowStock', variant: 'warning' },
  'out-of-stock': { label: 'outOfStock', variant: 'destructive' },
} as const;

/** What the card offers; an action left out (not for this staff role) is not shown. */
export interface ProductActions {
  onAddToOrder?: (product: Product, quantity: number) => void;
  onRepeat?: (product: Product, quantity: number) => void;
  onEdit?: (product: Product) => void;
  onAdjust?: (product: Product) => void;
  onWriteOff?: (product: Product) => void;
}

/** "Pack of 6 · from Eggs": what a pack holds and the product whose stock it sells. */
function PackLine({ baseId, units }: { baseId: string; units: number }) {
  const t = useText(catalogText);
  const base = useProduct(baseId).data;
  return (
    <p className="text-sm text-slate-600" data-testid="pack-line">
      {t('pack.cardLine', { units, base: base?.name ?? '…' })}
    </p>
  );
}

/**
 * A catalogue card: the bulk price follows the quantity, with the discount badge from 10 units.
 * The quantity stops at the stock (an order for more would be refused) and says so at once.
 */
export function ProductCard({ product, actions }: { product: Product; actions: ProductActions }) {
  const t = useText(catalogText);
  const { onAddToOrder, onRepeat, onEdit, onAdjust, onWriteOff } = actions;
  const [quantityText, setQuantityText] = useState('1');
  const [capped, setCapped] = useState(false);
  const max = orderableMax(product.stock);
  const quantity = clampQuantity(quantityText, max);
  const line = priceLine(toCents(product.price) ?? 0, quantity);
  const soldOut = product.stock <= 0;
  const typeQuantity = (text: string) => {
    const over = Number.parseInt(text, 10) > max;
    setCapped(over);
    setQuantityText(over ? String(max) : text);
  };
  const stock = STOCK_BADGE[product.stockStatus];
  const inputId = `qty-${product.id}`;

  return (
    <Card className="flex min-w-0 flex-col overflow-hidden" data-testid="product-card">
      <div className="flex gap-3 p-3">
        {product.image ? (
          <img
            src={product.image}
            alt=""
            loading="lazy"
            width={80}
            height={80}
            className="size-20 shrink-0 rounded-lg bg-slate-100 object-cover"
          />
        ) : (
          <div className="flex size-20 shrink-0 items-center justify-center rounded-lg bg-slate-100">
            <Package className="size-8 text-slate-400" aria-hidden="true" />
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="font-semibold leading-snug text-slate-900">
            <ProductName name={product.name} />
          </h3>
          <p className="text-sm text-slate-600">
            {t('each', { price: formatRand(toCents(product.price) ?? 0) })}
          </p>
          {product.packOf && product.packUnits ? (
            <PackLine baseId={product.packOf} units={product.packUnits} />
          ) : null}
          <div className="flex flex-wrap gap-1">
            <Badge variant={stock.variant}>
              {t(stock.label)} · {product.stock}
            </Badge>
            {product.status === 'inactive' ? (
              <Badge variant="secondary">{t('inactive')}</Badge>
            ) : null}
            {product.belowCost ? (
              <Badge variant="destructive" data-testid="below-cost-badge">
                {t('belowCost')}
              </Badge>
            ) : null}
            {product.kind === 'medicine' || product.kind === 'pesticide' ? (
              <Badge variant="secondary" data-testid="kind-badge">
                {t(`kind.${product.kind}`)}
              </Badge>
            ) : null}
          </div>
        </div>
      </div>
      <div className="mt-auto flex flex-col gap-2 border-t border-slate-100 p-3">
        <div className="flex items-end gap-2">
          <div className="flex w-24 shrink-0 flex-col gap-1">
            <label htmlFor={inputId} className="text-xs font-medium text-slate-600">
              {t('quantity')}
            </label>
            <Input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={MIN_QUANTITY}
              max={max}
              value={quantityText}
              aria-describedby={capped ? `${inputId}-cap` : undefined}
              onChange={(e) => typeQuantity(e.target.value)}
              onBlur={() => setQuantityText(String(quantity))}
            />
          </div>
          <div className="min-w-0 flex-1 text-right">
            {line.discountPercent > 0 ? (
              <Badge variant="warning" data-testid="discount-badge">
                {t('bulkDiscount', { percent: line.discountPercent })}
              </Badge>
            ) : null}
            <p className="text-xs text-slate-500" data-testid="unit-price">
              {t('perUnit', { price: formatRand(line.unitPrice) })}
            </p>
            <p className="font-bold text-slate-900" data-testid="bulk-price">
              {formatRand(line.total)}
            </p>
          </div>
        </div>
        {capped ? (
          <p id={`${inputId}-cap`} role="status" className="text-xs font-medium text-amber-800">
            {max === product.stock
              ? t('onlyInStock', { count: product.stock })
              : t('atMost', { max })}
          </p>
        ) : null}
        {onAddToOrder ? (
          <Button disabled={soldOut} onClick={() => onAddToOrder(product, quantity)}>
            <ShoppingCart aria-hidden="true" /> {soldOut ? t('outOfStock') : t('addToOrder')}
          </Button>
        ) : null}
        <div className="grid auto-cols-fr grid-flow-col gap-2">
          {onRepeat ? (
            <Button
              variant="outline"
              size="sm"
              className="h-11"
              onClick={() => onRepeat(product, quantity)}
            >
              <Repeat aria-hidden="true" /> {t('repeat')}
            </Button>
          ) : null}
          {/* A pack's stock is its base's: it is adjusted there. */}
          {onAdjust && !product.packOf ? (
            <Button variant="outline" size="sm" className="h-11" onClick={() => onAdjust(product)}>
              <SlidersHorizontal aria-hidden="true" /> {t('stock')}
            </Button>
          ) : null}
          {onEdit ? (
            <Button
              variant="outline"
              size="sm"
              className="h-11"
              onClick={() => onEdit(product)}
              aria-label={t('editLabel', { name: product.name })}
            >
              <Pencil aria-hidden="true" /> {t('edit')}
            </Button>
          ) : null}
        </div>
        {onWriteOff ? (
          <Button
            variant="ghost"
            size="sm"
            className="h-11"
            onClick={() => onWriteOff(product)}
            aria-label={t('writeOffLabel', { name: product.name })}
          >
            <PackageX aria-hidden="true" /> {t('writeOff')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
