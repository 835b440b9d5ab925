import { useState, type FormEvent } from 'react';
import { normaliseBarcode } from '@shared/catalog/barcode-rules';
import type { StockTake, StockTakeLine } from '@shared/stock-takes/stock-takes.schemas';
import { Card, CardContent } from '@client/components/ui/card';
import {
  CameraScanButton,
  codeVariants,
  scanFeedback,
  useKeyboardWedge,
} from '@client/lib/barcode-scanner';
import { Input } from '@client/components/ui/input';
import { useText } from '@client/i18n/use-text';
import { stockTakeText } from '../stock-takes-text';
import { useCountQueue } from '../use-count-queue';
import { CountHeader } from './count-header';
import { CountLine } from './count-line';
import { SendStatus } from './send-status';
import { VoiceCount } from './voice-count';

const matches = (line: StockTakeLine, term: string) =>
  line.name.toLowerCase().includes(term) || line.barcodes.some((code) => code.startsWith(term));

/**
 * Counting: find a product by name or code (Enter on an exact code counts one), +1 / -1 or a
 * typed number per line, or a spoken count. Every phone's counts show as the stock take is
 * read again every few seconds.
 */
export function CountScreen({ take, onReview }: { take: StockTake; onReview(): void }) {
  const t = useText(stockTakeText);
  const queue = useCountQueue(take.id);
  const [search, setSearch] = useState('');
  const [said, setSaid] = useState('');
  const counting = take.status === 'counting';

  /** A scanned or typed code counts one of its product. Keyboard scanners feed this too. */
  const onCode = (code: string): boolean => {
    const wanted = normaliseBarcode(code);
    const forms = codeVariants(wanted);
    const line = take.lines.find((l) => l.barcodes.some((c) => forms.includes(c)));
    if (!counting || !line) {
      if (counting) {
        setSaid(t('unknownCode', { code: wanted }));
        scanFeedback('unknown');
      }
      return false;
    }
    queue.add(line.productId, 1);
    scanFeedback();
    setSaid(t('countedOne', { name: line.name }));
    return true;
  };
  useKeyboardWedge(onCode, { enabled: counting });
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    if (onCode(search)) setSearch('');
  };
  const term = search.trim().toLowerCase();
  const shown = term ? take.lines.filter((line) => matches(line, term)) : take.lines;

  return (
    <div className="flex flex-col gap-4">
      <CountHeader take={take} onReview={onReview} />
      <SendStatus
        lines={take.lines}
        unsent={queue.unsent}
        failing={queue.failing}
        refusals={queue.refusals}
        onSendNow={queue.sendNow}
        onDismiss={queue.dismiss}
      />
      <Card>
        <CardContent className="flex flex-col gap-2 pt-4">
          <form onSubmit={submitSearch} role="search">
            <label htmlFor="count-search" className="text-sm font-medium text-slate-700">
              {t('search')}
            </label>
            <Input
              id="count-search"
              className="h-11"
              type="search"
              autoComplete="off"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </form>
          <p className="text-xs text-slate-600">{t('searchHint')}</p>
          <CameraScanButton onCode={onCode} className="self-start" />
          <p role="status" aria-live="polite" className="min-h-5 text-sm font-semibold">
            {said}
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-4">
          <VoiceCount lines={take.lines} disabled={!counting} onAdd={queue.add} />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-2">
          {shown.length === 0 ? (
            <p className="py-3 text-sm text-slate-600">{t('noMatch')}</p>
          ) : (
            <ul aria-label={t('lines')}>
              {shown.map((line) => (
                <CountLine
                  key={line.productId}
                  line={line}
                  unsent={queue.unsent[line.productId] ?? 0}
                  disabled={!counting}
                  onAdd={(quantity) => queue.add(line.productId, quantity)}
                  onSet={(count) => queue.setMine(line.productId, count)}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
