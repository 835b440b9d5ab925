import { Minus, Plus, Trash2 } from 'lucide-react';
import { formatRand, toCents } from '@shared/money/money';
import { priceLine } from '@shared/money/bulk-tiers';
import type { VoiceItem } from '@shared/voice/voice.schemas';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { useText } from '@client/i18n/use-text';
import { MAX_VOICE_QUANTITY } from '../voice-lines';
import { voiceText } from '../voice-text';

/** One heard line: the name as the shop writes it, a quantity stepper and remove. */
export function VoiceLineRow({
  line,
  onQuantity,
  onRemove,
}: {
  line: VoiceItem;
  onQuantity(quantity: number): void;
  onRemove(): void;
}) {
  const t = useText(voiceText);
  const total = priceLine(toCents(line.price) ?? 0, line.quantity).total;
  return (
    <li data-testid="voice-line" className="flex flex-col gap-2 py-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words font-medium text-slate-900">{line.name}</p>
          <p className="text-xs text-slate-500">
            {t('each', { price: formatRand(toCents(line.price) ?? 0) })}
          </p>
        </div>
        <p className="shrink-0 font-semibold tabular-nums">{formatRand(total)}</p>
      </div>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={t('decrease', { name: line.name })}
          onClick={() => onQuantity(line.quantity - 1)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_VOICE_QUANTITY}
          aria-label={t('quantityOf', { name: line.name })}
          value={line.quantity}
          onChange={(e) => onQuantity(Number.parseInt(e.target.value || '0', 10))}
          className="w-20 text-center"
        />
        <Button
          variant="outline"
          size="icon"
          aria-label={t('increase', { name: line.name })}
          onClick={() => onQuantity(line.quantity + 1)}
        >
          <Plus aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="ml-auto text-red-600"
          aria-label={t('remove', { name: line.name })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
