import { Landmark, Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { formatRandDecimal } from '@shared/money/money';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { useText } from '@client/i18n/use-text';
import { useCheckDeposit, useFloat } from '../api/float-queries';
import { vasText } from '../vas-text';
import { LoadFloatForm, PendingDepositNote } from './load-float-form';

/** The float airtime and electricity are sold from: its balance, Load float, deposits waiting. */
export function FloatCard({ sandbox }: { sandbox: boolean }) {
  const t = useText(vasText);
  const float = useFloat();
  const check = useCheckDeposit();
  const [loading, setLoading] = useState(false);

  const checkDeposit = (id: string) =>
    check.mutate(id, {
      onSuccess: ({ deposit, walletBalance }) =>
        toast(
          deposit.status === 'completed'
            ? {
                title: t('floatLoaded'),
                description: t('walletHas', { balance: formatRandDecimal(walletBalance) }),
              }
            : { title: t('depositPending'), description: t('stillPending') },
        ),
      onError: (error) => toastError(error, t('floatFailed')),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Landmark className="size-4 text-brand-700" aria-hidden="true" /> {t('float')}
        </CardTitle>
        <CardDescription>{t('floatDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-2xl font-bold tabular-nums" data-testid="float-balance">
            {float.data ? formatRandDecimal(float.data.walletBalance) : '…'}
          </p>
          <Button onClick={() => setLoading(true)}>
            <Plus aria-hidden="true" /> {t('loadFloat')}
          </Button>
        </div>
        {float.data?.pending.map((deposit) => (
          <div key={deposit.id} className="flex flex-col gap-2">
            <PendingDepositNote deposit={deposit} />
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              disabled={check.isPending}
              onClick={() => checkDeposit(deposit.id)}
            >
              <RefreshCw aria-hidden="true" /> {t('check', { reference: deposit.reference })}
            </Button>
          </div>
        ))}
      </CardContent>
      <Dialog open={loading} onOpenChange={setLoading}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('loadFloat')}</DialogTitle>
            <DialogDescription>{t('loadFloatDescription')}</DialogDescription>
          </DialogHeader>
          {loading ? (
            <LoadFloatForm
              sandbox={sandbox}
              onDone={() => setLoading(false)}
              onCancel={() => setLoading(false)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
