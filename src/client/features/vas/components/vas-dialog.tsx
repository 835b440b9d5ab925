import { useState } from 'react';
import { centsToDecimal, formatRand, formatRandDecimal } from '@shared/money/money';
import { recipientText } from '@shared/vas/vas-display';
import {
  VAS_KIND_LABELS,
  VAS_MESSAGES,
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
import { errorMessage } from '@client/lib/api';
import { useVasPurchase } from '../api/use-vas';
import { LoadFloatForm } from './load-float-form';
import { emptyVasForm, VasForm, type VasFormValues } from './vas-form';
import { VasResult } from './vas-result';

const TITLES: Record<VasKind, { title: string; description: string }> = {
  airtime: {
    title: 'Buy Airtime',
    description: 'Prepaid airtime for any South African network, paid from your wallet.',
  },
  electricity: {
    title: 'Buy Electricity',
    description: 'A prepaid electricity token for an 11 or 13 digit meter, paid from your wallet.',
  },
  send_money: {
    title: 'Send Money',
    description: 'Send money to a cellphone number, paid from your wallet.',
  },
};

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
  const purchase = useVasPurchase();
  const [request, setRequest] = useState<VasPurchaseRequest | null>(null);
  const [raw, setRaw] = useState<VasFormValues>(() => emptyVasForm(kind));
  const [key, setKey] = useState(newKey);
  const [result, setResult] = useState<VasPurchaseResult | null>(null);
  const [loadingFloat, setLoadingFloat] = useState(false);
  const { title, description } = TITLES[kind];

  const confirm = async () => {
    if (!request) return;
    try {
      const answer = await purchase.mutateAsync({
        input: { ...request, amount: centsToDecimal(request.amount) },
        key,
      });
      setResult(answer);
      toast({
        title: VAS_MESSAGES.success,
        description: `${formatRand(request.amount)} ${VAS_KIND_LABELS[kind].toLowerCase()} · ${answer.purchase.reference}. Wallet balance ${formatRandDecimal(answer.walletBalance)}.`,
      });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, VAS_MESSAGES.failed),
        variant: 'destructive',
      });
      setKey(newKey());
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex flex-wrap items-center gap-2">
            {title}
            {sandbox ? <Badge variant="warning">Sandbox</Badge> : null}
          </DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {result || loadingFloat ? null : (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm" data-testid="vas-float">
            Float available: <strong>{formatRandDecimal(walletBalance)}</strong>
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
            <DialogFooter>
              <Button onClick={onClose}>Done</Button>
            </DialogFooter>
          </>
        ) : request ? (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-slate-500">Service</dt>
              <dd className="font-medium">{VAS_KIND_LABELS[kind]}</dd>
              <dt className="text-slate-500">For</dt>
              <dd className="font-medium break-all">
                {recipientText({
                  kind,
                  recipient: recipientOf(request),
                  network: request.kind === 'airtime' ? request.network : null,
                })}
              </dd>
              <dt className="text-slate-500">Amount</dt>
              <dd className="font-semibold">{formatRand(request.amount)}</dd>
              <dt className="text-slate-500">Paid from</dt>
              <dd>Wallet ({formatRandDecimal(walletBalance)} available)</dd>
            </dl>
            <DialogFooter>
              <Button
                variant="outline"
                onClick={() => setRequest(null)}
                disabled={purchase.isPending}
              >
                Back
              </Button>
              <Button onClick={() => void confirm()} disabled={purchase.isPending}>
                {purchase.isPending ? 'Processing…' : `Confirm ${formatRand(request.amount)}`}
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
