import { useState, type FormEvent } from 'react';
import { centsToDecimal, toCents } from '@shared/money/money';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { MoneyField } from '@client/components/ui/money-field';
import { toastError } from '@client/components/ui/toast-error';
import { ApiError } from '@client/lib/api';
import { messageText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { useOpenShift } from '../api/shifts-queries';
import { shiftsText } from '../shifts-text';

/** Open a shift with the float counted into the drawer (R0 allowed). */
export function OpenShiftForm({ onAlreadyOpen }: { onAlreadyOpen: () => void }) {
  const t = useText(shiftsText);
  const open = useOpenShift();
  const [float, setFloat] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = toCents(float.trim() === '' ? '0' : float);
    if (cents === null || cents < 0) {
      setError(messageText('Enter an amount in rand with at most two decimals'));
      return;
    }
    setError(null);
    try {
      await open.mutateAsync(centsToDecimal(cents));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) onAlreadyOpen();
      else toastError(failure, t('openFailed'));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('openTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
          <MoneyField
            id="shift-float"
            label={t('float')}
            placeholder="0.00"
            value={float}
            error={error ?? undefined}
            onChange={(e) => setFloat(e.target.value)}
          >
            <p className="text-sm text-slate-600">{t('openHint')}</p>
          </MoneyField>
          <Button type="submit" className="h-11 self-start" disabled={open.isPending}>
            {open.isPending ? t('opening') : t('openShift')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
