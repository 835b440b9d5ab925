import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatRand } from '@shared/money/money';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import type { PricedEditLine } from '../order-lines';

/** Typed text stays while it is not a whole number (an emptied box); a number is applied at once. */
function QuantityInput({
  line,
  onQuantity,
}: {
  line: PricedEditLine;
  onQuantity: (quantity: number) => void;
}) {
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
      aria-label={`Quantity of ${line.name}`}
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
  if (lines.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-500">
        No items yet. Search for a product to add it.
      </p>
    );
  }
  return (
    <ul
      className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200"
      aria-label="Order items"
    >
      {lines.map((line) => (
        <li key={line.productId} data-testid="order-line" className="flex flex-col gap-2 p-2">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="break-words text-sm font-medium text-slate-900">{line.name}</p>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
                {formatRand(line.unitPrice)} each
                {line.discountPercent > 0 ? (
                  <Badge variant="success">{line.discountPercent}% bulk discount</Badge>
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
              aria-label={`Remove ${line.name}`}
            >
              <Trash2 aria-hidden="true" /> Remove
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
