import { Landmark, Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { FLOAT_MESSAGES } from '@shared/vas/float.schemas';
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
import { errorMessage } from '@client/lib/api';
import { useCheckDeposit, useFloat } from '../api/use-float';
import { LoadFloatForm, PendingDepositNote } from './load-float-form';

/** The float airtime and electricity are sold from: its balance, Load float, deposits waiting. */
export function FloatCard({ sandbox }: { sandbox: boolean }) {
  const float = useFloat();
  const check = useCheckDeposit();
  const [loading, setLoading] = useState(false);

  const checkDeposit = (id: string) =>
    check.mutate(id, {
      onSuccess: ({ deposit, walletBalance }) =>
        toast(
          deposit.status === 'completed'
            ? {
                title: FLOAT_MESSAGES.loaded,
                description: `The wallet has ${formatRandDecimal(walletBalance)}.`,
              }
            : { title: FLOAT_MESSAGES.pending, description: FLOAT_MESSAGES.stillPending },
        ),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, FLOAT_MESSAGES.failed),
          variant: 'destructive',
        }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Landmark className="size-4 text-brand-700" aria-hidden="true" /> Float
        </CardTitle>
        <CardDescription>Airtime, electricity and transfers are paid from it.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-2xl font-bold tabular-nums" data-testid="float-balance">
            {float.data ? formatRandDecimal(float.data.walletBalance) : '…'}
          </p>
          <Button onClick={() => setLoading(true)}>
            <Plus aria-hidden="true" /> Load float
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
              <RefreshCw aria-hidden="true" /> Check {deposit.reference}
            </Button>
          </div>
        ))}
      </CardContent>
      <Dialog open={loading} onOpenChange={setLoading}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Load float</DialogTitle>
            <DialogDescription>Money for airtime and electricity sales.</DialogDescription>
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
