import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatRand } from '@shared/money/money';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import type { PricedEditLine } from '../order-lines';
import { useText } from '@client/i18n/use-text';
import { ordersText } from '../orders-text';

/** Typed text stays while it is not a whole number (an emptied box); a number is applied at once. */
function QuantityInput({
  line,
  onQuantity,
}: {
  line: PricedEditLine;
  onQuantity: (quantity: number) => void;
}) {
  const t = useText(ordersText);
  const [text, setText] = useState(String(line.quantity));
  const [seen, setSeen] = useState(line.quantity);
  if (seen !== line.quantity) {
    setSeen(line.quantity);
    setText(String(line.quantity));
  }
  return (
    <Input
      type="number"
      inputMode="numeric"
      step={1}
      className="h-9 w-20 text-center"
      aria-label={t('quantityOf', { name: line.name })}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        if (/^-?\d+$/.test(event.target.value.trim())) onQuantity(Number(event.target.value));
      }}
      onBlur={() => setText(String(line.quantity))}
    />
  );
}

/** The order's lines at their tier prices; a quantity of 0 or below removes the line. */
export function OrderItemsEditor({
  lines,
  onQuantity,
}: {
  lines: PricedEditLine[];
  onQuantity: (productId: string, quantity: number) => void;
}) {
  const t = useText(ordersText);
  if (lines.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-500">
        {t('noItems')}
      </p>
    );
  }
  return (
    <ul
      className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200"
      aria-label={t('orderItems')}
    >
      {lines.map((line) => (
        <li key={line.productId} data-testid="order-line" className="flex flex-col gap-2 p-2">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="break-words text-sm font-medium text-slate-900">{line.name}</p>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
                {t('each', { price: formatRand(line.unitPrice) })}
                {line.discountPercent > 0 ? (
                  <Badge variant="success">
                    {t('bulkDiscount', { percent: line.discountPercent })}
                  </Badge>
                ) : null}
              </p>
            </div>
            <p className="shrink-0 text-sm font-semibold tabular-nums" data-testid="line-total">
              {formatRand(line.total)}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <QuantityInput
              line={line}
              onQuantity={(quantity) => onQuantity(line.productId, quantity)}
            />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onQuantity(line.productId, 0)}
              aria-label={t('removeLabel', { name: line.name })}
            >
              <Trash2 aria-hidden="true" /> {t('remove')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
