import { Minus, Plus, ShoppingCart, Trash2 } from 'lucide-react';
import { formatRand } from '@shared/money/money';
import { Button } from '@client/components/ui/button';
import type { Cart } from '../cart';
import { useText } from '@client/i18n/use-text';
import { posText } from '../pos-text';

/** The cart: quantity steppers and remove, each line's subtotal. */
export function CartLines({
  cart,
  onQuantity,
}: {
  cart: Cart;
  onQuantity: (productId: string, quantity: number) => void;
}) {
  const t = useText(posText);
  if (cart.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-500">
        <ShoppingCart aria-hidden="true" className="size-4 shrink-0" />
        {t('emptyCart')}
      </p>
    );
  }
  return (
    <ul aria-label={t('cart')} className="divide-y divide-slate-100">
      {cart.map((line) => (
        <li key={line.productId} className="flex flex-col gap-2 py-2">
          <div className="flex items-start justify-between gap-2">
            <span className="min-w-0 break-words text-sm font-medium">{line.name}</span>
            <span className="shrink-0 text-sm font-semibold">
              {formatRand(line.unitPrice * line.quantity)}
            </span>
          </div>
          <div className="flex items-center justify-between gap-2">
            <span className="text-xs text-slate-500">
              {t('each', { price: formatRand(line.unitPrice) })}
            </span>
            <div className="flex items-center gap-1">
              <Button
                size="icon"
                variant="outline"
                aria-label={t('oneLess', { name: line.name })}
                onClick={() => onQuantity(line.productId, line.quantity - 1)}
              >
                <Minus />
              </Button>
              <output
                aria-label={t('quantityOf', { name: line.name })}
                className="w-9 text-center text-base font-semibold tabular-nums"
              >
                {line.quantity}
              </output>
              <Button
                size="icon"
                variant="outline"
                aria-label={t('oneMore', { name: line.name })}
                onClick={() => onQuantity(line.productId, line.quantity + 1)}
              >
                <Plus />
              </Button>
              <Button
                size="icon"
                variant="ghost"
                aria-label={t('remove', { name: line.name })}
                onClick={() => onQuantity(line.productId, 0)}
              >
                <Trash2 className="text-red-600" />
              </Button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
