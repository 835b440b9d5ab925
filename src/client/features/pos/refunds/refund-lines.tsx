import { Minus, Plus } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useText } from '@client/i18n/use-text';
import { posCheckoutText } from '../pos-checkout-text';
import { stepTo, type RefundableProduct, type RefundQuantities } from './refund-draft';

/** Each product of the sale with what is left to refund and a stepper from 0 to that. */
export function RefundLines({
  products,
  quantities,
  onChange,
}: {
  products: RefundableProduct[];
  quantities: RefundQuantities;
  onChange: (productId: string, quantity: number) => void;
}) {
  const t = useText(posCheckoutText);
  return (
    <ul className="flex flex-col divide-y divide-slate-100">
      {products.map((product) => {
        const chosen = quantities[product.productId] ?? 0;
        const step = (by: number) =>
          onChange(product.productId, stepTo(chosen + by, product.remaining));
        return (
          <li key={product.productId} className="flex items-center justify-between gap-2 py-2">
            <span className="min-w-0">
              <span className="block break-words font-medium">{product.name}</span>
              <span className="block text-xs text-slate-600">
                {t('refund.left', { count: product.remaining, sold: product.sold })}
              </span>
            </span>
            <span className="flex shrink-0 items-center gap-1">
              <Button
                variant="outline"
                size="icon"
                className="size-11"
                aria-label={t('refund.oneLess', { name: product.name })}
                disabled={chosen <= 0}
                onClick={() => step(-1)}
              >
                <Minus aria-hidden="true" />
              </Button>
              <output
                aria-label={t('refund.quantityOf', { name: product.name })}
                className="w-8 text-center font-semibold tabular-nums"
              >
                {chosen}
              </output>
              <Button
                variant="outline"
                size="icon"
                className="size-11"
                aria-label={t('refund.oneMore', { name: product.name })}
                disabled={chosen >= product.remaining}
                onClick={() => step(1)}
              >
                <Plus aria-hidden="true" />
              </Button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
