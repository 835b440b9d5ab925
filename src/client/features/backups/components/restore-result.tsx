import { CheckCircle2 } from 'lucide-react';
import type { RestoreResult } from '@shared/backups/backups.schemas';
import { formatDateTime } from '@shared/time/format';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { useText } from '@client/i18n/use-text';
import { backupsText } from '../backups-text';

/** What the restore brought back, and the way to sign in again (every session has ended). */
export function RestoreResultCard({
  result,
  onSignIn,
}: {
  result: RestoreResult;
  onSignIn: () => void;
}) {
  const t = useText(backupsText);
  const { restored } = result;
  return (
    <Card role="status">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CheckCircle2 className="size-5 text-emerald-600" aria-hidden="true" />
          {t('result.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm text-slate-700">
        <p className="font-medium text-slate-900">
          {t('result.taken', { date: formatDateTime(restored.takenAt) })}
        </p>
        <p>{t('result.shops', { count: restored.shops })}</p>
        <p>{t('result.sales', { count: restored.sales })}</p>
        <p className="break-words">{t('result.kept', { name: result.previous })}</p>
        <p className="font-medium text-slate-900">{t('dialog.signedOut')}</p>
        <div>
          <Button onClick={onSignIn}>{t('result.signIn')}</Button>
        </div>
      </CardContent>
    </Card>
  );
}
