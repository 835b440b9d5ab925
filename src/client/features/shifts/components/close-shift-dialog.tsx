import { useState, type FormEvent } from 'react';
import { centsToDecimal, formatRand, toCents } from '@shared/money/money';
import { countedCents, type DenominationCounts } from '@shared/shifts/cash-count';
import { SHIFT_MESSAGES } from '@shared/shifts/shift-constants';
import type { Shift } from '@shared/shifts/shifts.schemas';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  FormActions,
} from '@client/components/ui/dialog';
import { MoneyField } from '@client/components/ui/money-field';
import { toastError } from '@client/components/ui/toast-error';
import { messageText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { useCloseShift } from '../api/shifts-queries';
import { shiftsText } from '../shifts-text';
import { NoteCounts } from './note-counts';

type Mode = 'amount' | 'notes';

/**
 * The close with a blind count: what was counted, as one amount or by note and coin, sent
 * before the screen shows what the drawer should hold; the answer is the Z report.
 */
export function CloseShiftDialog({
  shiftId,
  waitingSales,
  onCounting,
  onClosed,
}: {
  shiftId: string;
  /** Sales rung up offline on this phone and not yet sent: they would land in the next shift. */
  waitingSales: number;
  /** The count is on screen: the page hides what the drawer should hold until it is sent. */
  onCounting: (counting: boolean) => void;
  onClosed: (shift: Shift) => void;
}) {
  const t = useText(shiftsText);
  const close = useCloseShift(shiftId);
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onCounting(next);
  };
  const [mode, setMode] = useState<Mode>('amount');
  const [amount, setAmount] = useState('');
  const [notes, setNotes] = useState<DenominationCounts>({});
  const [error, setError] = useState<string | null>(null);
  const fromNotes = countedCents(notes);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = mode === 'notes' ? fromNotes : amount.trim() === '' ? null : toCents(amount);
    if (cents === null || cents < 0) {
      setError(messageText(SHIFT_MESSAGES.countRequired));
      return;
    }
    setError(null);
    try {
      const shift = await close.mutateAsync({
        countedCash: centsToDecimal(cents),
        ...(mode === 'notes' ? { countedNotes: notes } : {}),
      });
      setOpen(false);
      onClosed(shift);
    } catch (failure) {
      toastError(failure, t('closeFailed'));
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className="h-11">{t('closeShift')}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('closeTitle')}</DialogTitle>
          <DialogDescription>{t('closeHint')}</DialogDescription>
        </DialogHeader>
        {waitingSales > 0 ? (
          <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {t('waitingSales', { count: waitingSales })}
          </p>
        ) : null}
        <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
          <fieldset className="flex flex-wrap items-center gap-2 text-sm">
            <legend className="mb-1 font-medium">{t('countHow')}</legend>
            {(['amount', 'notes'] as const).map((m) => (
              <label
                key={m}
                className="inline-flex min-h-11 items-center rounded-lg border px-3 font-medium has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white"
              >
                <input
                  type="radio"
                  name="count-mode"
                  className="sr-only"
                  checked={mode === m}
                  onChange={() => setMode(m)}
                />
                {m === 'amount' ? t('countAmount') : t('countNotes')}
              </label>
            ))}
          </fieldset>
          {mode === 'amount' ? (
            <MoneyField
              id="shift-counted"
              label={t('counted')}
              placeholder="0.00"
              value={amount}
              error={error ?? undefined}
              onChange={(e) => setAmount(e.target.value)}
            />
          ) : (
            <NoteCounts counts={notes} onChange={setNotes} />
          )}
          {mode === 'notes' ? (
            <p className="text-base font-semibold" aria-live="polite" data-testid="counted-total">
              {t('countedTotal', { amount: formatRand(fromNotes) })}
            </p>
          ) : null}
          <FormActions onCancel={() => setOpen(false)} pending={close.isPending}>
            {close.isPending ? t('closing') : t('closeSend')}
          </FormActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
