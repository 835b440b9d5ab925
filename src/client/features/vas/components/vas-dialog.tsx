import { useState } from 'react';
import { centsToDecimal, formatRand, formatRandDecimal } from '@shared/money/money';
import {
  type VasKind,
  type VasPurchaseRequest,
  type VasPurchaseResult,
} from '@shared/vas/vas.schemas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { useText } from '@client/i18n/use-text';
import { useVasPurchase } from '../api/vas-queries';
import { kindLabel, recipientLabel, vasText } from '../vas-text';
import { LoadFloatForm } from './load-float-form';
import { emptyVasForm, VasForm, type VasFormValues } from './vas-form';
import { VasResult } from './vas-result';

const newKey = () => crypto.randomUUID();
const recipientOf = (r: VasPurchaseRequest) => (r.kind === 'electricity' ? r.meterNumber : r.phone);

/** Fields, then a confirmation, then the voucher, token or reference to hand over. */
export function VasDialog({
  kind,
  walletBalance,
  sandbox,
  onClose,
}: {
  kind: VasKind;
  walletBalance?: string;
  sandbox: boolean;
  onClose: () => void;
}) {
  const t = useText(vasText);
  const purchase = useVasPurchase();
  const [request, setRequest] = useState<VasPurchaseRequest | null>(null);
  const [raw, setRaw] = useState<VasFormValues>(() => emptyVasForm(kind));
  const [key, setKey] = useState(newKey);
  const [result, setResult] = useState<VasPurchaseResult | null>(null);
  const [loadingFloat, setLoadingFloat] = useState(false);

  const confirm = async () => {
    if (!request) return;
    try {
      const answer = await purchase.mutateAsync({
        input: { ...request, amount: centsToDecimal(request.amount) },
        key,
      });
      setResult(answer);
      toast({
        title: t('paymentSuccessful'),
        description: t('boughtText', {
          amount: formatRand(request.amount),
          service: t(`kindLower.${kind}`),
          reference: answer.purchase.reference,
          balance: formatRandDecimal(answer.walletBalance),
        }),
      });
    } catch (error) {
      toastError(error, t('purchaseFailed'));
      setKey(newKey());
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex flex-wrap items-center gap-2">
            {t(`title.${kind}`)}
            {sandbox ? <Badge variant="warning">{t('sandbox')}</Badge> : null}
          </DialogTitle>
          <DialogDescription>{t(`description.${kind}`)}</DialogDescription>
        </DialogHeader>
        {result || loadingFloat ? null : (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm" data-testid="vas-float">
            {t('floatAvailable')} <strong>{formatRandDecimal(walletBalance)}</strong>
          </p>
        )}
        {loadingFloat ? (
          <LoadFloatForm
            sandbox={sandbox}
            onDone={() => setLoadingFloat(false)}
            onCancel={() => setLoadingFloat(false)}
          />
        ) : result ? (
          <>
            <VasResult purchase={result.purchase} walletBalance={result.walletBalance} />
            {/* Its own footer: reusing the confirm step's, Back would fade into Done. */}
            <DialogFooter key="result">
              <Button onClick={onClose}>{t('done')}</Button>
            </DialogFooter>
          </>
        ) : request ? (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-slate-500">{t('service')}</dt>
              <dd className="font-medium">{kindLabel(t, kind)}</dd>
              <dt className="text-slate-500">{t('for')}</dt>
              <dd className="font-medium break-all">
                {recipientLabel(t, {
                  kind,
                  recipient: recipientOf(request),
                  network: request.kind === 'airtime' ? request.network : null,
                })}
              </dd>
              <dt className="text-slate-500">{t('amount')}</dt>
              <dd className="font-semibold">{formatRand(request.amount)}</dd>
              <dt className="text-slate-500">{t('paidFrom')}</dt>
              <dd>{t('walletAvailable', { balance: formatRandDecimal(walletBalance) })}</dd>
            </dl>
            <DialogFooter>
              <Button
                variant="outline"
                onClick={() => setRequest(null)}
                disabled={purchase.isPending}
              >
                {t('back')}
              </Button>
              <Button onClick={() => void confirm()} disabled={purchase.isPending}>
                {purchase.isPending
                  ? t('processing')
                  : t('confirm', { amount: formatRand(request.amount) })}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <VasForm
            kind={kind}
            defaults={raw}
            walletBalance={walletBalance}
            onCancel={onClose}
            onLoadFloat={(typed) => {
              setRaw(typed);
              setLoadingFloat(true);
            }}
            onSubmit={(values, typed) => {
              setRequest(values);
              setRaw(typed);
              setKey(newKey());
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
