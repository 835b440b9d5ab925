import { Minus, Plus, ShoppingCart, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { formatRand } from '@shared/money/money';
import { Button } from '@client/components/ui/button';
import type { Cart, CartTotals } from '../cart';
import type { DiscountDraft, DiscountProblem } from '../discount-draft';
import { useText } from '@client/i18n/use-text';
import { posCheckoutText } from '../pos-checkout-text';
import { posText } from '../pos-text';
import { pesticideLines } from '@shared/pos/receipt-legal';
import { DiscountButton, DiscountField } from './discount-field';

/** The cart: quantity steppers and remove, each line's amount and its discount. */
export function CartLines({
  cart,
  totals,
  onQuantity,
  onDiscount,
}: {
  cart: Cart;
  totals: Pick<CartTotals, 'lines' | 'discounts' | 'problems'>;
  onQuantity: (productId: string, quantity: number) => void;
  onDiscount: (productId: string, discount: DiscountDraft | null) => void;
}) {
  const t = useText(posCheckoutText);
  const tillT = useText(posText);
  if (cart.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-500">
        <ShoppingCart aria-hidden="true" className="size-4 shrink-0" />
        {t('emptyCart')}
      </p>
    );
  }
  return (
    <ul aria-label={tillT('cart')} className="divide-y divide-slate-100">
      {cart.map((line, i) => {
        const percent = totals.discounts.lines[i];
        return (
          <CartLine
            key={line.productId}
            line={line}
            off={totals.lines[i]?.discount ?? 0}
            percent={percent?.kind === 'percent' ? percent.percent : null}
            total={totals.lines[i]?.subtotal ?? 0}
            problem={totals.problems.lines.get(line.productId) ?? null}
            onQuantity={onQuantity}
            onDiscount={onDiscount}
          />
        );
      })}
    </ul>
  );
}

/** A line of the cart: rendered again only when it or its amounts change (not on every tap). */
const CartLine = memo(function CartLine({
  line,
  off,
  percent,
  total,
  problem,
  onQuantity,
  onDiscount,
}: {
  line: Cart[number];
  off: number;
  percent: number | null;
  total: number;
  problem: DiscountProblem | null;
  onQuantity: (productId: string, quantity: number) => void;
  onDiscount: (productId: string, discount: DiscountDraft | null) => void;
}) {
  const t = useText(posCheckoutText);
  return (
    <li className="flex flex-col gap-2 py-2">
      <div className="flex items-start justify-between gap-2">
        <span className="min-w-0 break-words text-sm font-medium">{line.name}</span>
        <span className="shrink-0 text-sm font-semibold">
          {formatRand(line.unitPrice * line.quantity)}
        </span>
      </div>
      {pesticideLines(line, t).map((text) => (
        <p key={text} className="text-xs font-semibold text-amber-800">
          {text}
        </p>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <span className="flex items-center gap-1 text-xs text-slate-500">
          {t('each', { price: formatRand(line.unitPrice) })}
          {line.discount ? null : (
            <DiscountButton
              label={t('discountOn', { name: line.name })}
              onOpen={() => onDiscount(line.productId, { kind: 'amount', text: '' })}
            />
          )}
        </span>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-1">
          <Button
            size="icon"
            variant="outline"
            className="size-11"
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
            className="size-11"
            aria-label={t('oneMore', { name: line.name })}
            onClick={() => onQuantity(line.productId, line.quantity + 1)}
          >
            <Plus />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="size-11"
            aria-label={t('remove', { name: line.name })}
            onClick={() => onQuantity(line.productId, 0)}
          >
            <Trash2 className="text-red-600" />
          </Button>
        </div>
      </div>
      {line.discount ? (
        <DiscountField
          label={t('discountOn', { name: line.name })}
          draft={line.discount}
          problem={problem}
          limit={line.unitPrice * line.quantity}
          onChange={(draft) => onDiscount(line.productId, draft)}
        />
      ) : null}
      <LineDiscount off={off} percent={percent} total={total} />
    </li>
  );
});

/** "Discount (10%) -R1.80" and what the line then charges; nothing without a discount. */
function LineDiscount({
  off,
  percent,
  total,
}: {
  off: number;
  /** The percentage of a discount given as one, else null. */
  percent: number | null;
  total: number;
}) {
  const t = useText(posCheckoutText);
  if (off <= 0) return null;
  return (
    <p className="flex justify-between gap-2 text-xs font-medium text-emerald-700">
      <span>
        {percent !== null ? t('discountPercent', { percent }) : t('discount')}{' '}
        <span className="tabular-nums">{formatRand(-off)}</span>
      </span>
      <span className="tabular-nums">{formatRand(total)}</span>
    </p>
  );
}
