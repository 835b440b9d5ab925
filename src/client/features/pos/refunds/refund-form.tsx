import { useState } from 'react';
import { formatRand } from '@shared/money/money';
import type { PosSale } from '@shared/pos/pos.schemas';
import type { Refund, RefundReason } from '@shared/pos/refund.schemas';
import { Button } from '@client/components/ui/button';
import { Field, Select } from '@client/components/ui/input';
import { toastError } from '@client/components/ui/toast-error';
import { useText } from '@client/i18n/use-text';
import { useOnline } from '@client/lib/network';
import { posCheckoutText } from '../pos-checkout-text';
import type { AskApproval } from '../sale-approval';
import {
  CHOSEN_REASONS,
  everything,
  refundableProducts,
  refundLines,
  refundPreview,
  restocksFor,
  stepTo,
  type RefundQuantities,
} from './refund-draft';
import { RefundLines } from './refund-lines';
import { RestockSwitch } from './restock-switch';
import { useSendRefund } from './use-refund';

const WAYS = ['cash', 'card', 'wallet', 'credit'] as const;
const isWay = (method: string): method is (typeof WAYS)[number] =>
  (WAYS as readonly string[]).includes(method);

/**
 * What comes back of a sale: units per line (never more than is left), the reason, whether the
 * goods go back on the shelf, and the amount and VAT it returns by the shared rule. Sent only
 * online: the server confirms what is left, and its answer is the credit note.
 */
export function RefundForm({
  sale,
  askApproval,
  onRefunded,
}: {
  sale: PosSale;
  askApproval: AskApproval;
  onRefunded: (refund: Refund) => void;
}) {
  const t = useText(posCheckoutText);
  const online = useOnline();
  const products = refundableProducts(sale);
  const [wanted, setWanted] = useState<RefundQuantities>({});
  const [reason, setReason] = useState<RefundReason>('returned');
  const [restock, setRestock] = useState(true);
  const { send, pending } = useSendRefund(sale.id, askApproval);
  // What the server says is left bounds the choice, also after it refreshed the sale.
  const quantities: RefundQuantities = Object.fromEntries(
    products.map((p) => [p.productId, stepTo(wanted[p.productId] ?? 0, p.remaining)]),
  );
  const preview = refundPreview(sale, quantities);
  const way = isWay(sale.paymentMethod) ? t(`way.${sale.paymentMethod}`) : sale.paymentMethod;

  if (products.every((product) => product.remaining === 0)) {
    return <p className="text-sm text-slate-700">{t('refund.noneLeft')}</p>;
  }

  const submit = async () => {
    try {
      const refund = await send({ lines: refundLines(quantities), reason, restock });
      if (refund) onRefunded(refund);
    } catch (error) {
      toastError(error, t('refund.failed'));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <RefundLines
        products={products}
        quantities={quantities}
        onChange={(productId, quantity) => setWanted((w) => ({ ...w, [productId]: quantity }))}
      />
      <Button variant="outline" className="min-h-11" onClick={() => setWanted(everything(sale))}>
        {t('refund.everything')}
      </Button>
      <Field label={t('refund.reason')} htmlFor="refund-reason">
        <Select
          id="refund-reason"
          className="min-h-11"
          value={reason}
          onChange={(event) => {
            const next = event.target.value as RefundReason;
            setReason(next);
            setRestock(restocksFor(next));
          }}
        >
          {CHOSEN_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`reason.${r}`)}
            </option>
          ))}
        </Select>
      </Field>
      <RestockSwitch checked={restock} onChange={setRestock} />
      <dl className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3 text-sm" aria-live="polite">
        <div className="flex justify-between gap-2 text-base font-bold">
          <dt>{t('refund.amount')}</dt>
          <dd className="tabular-nums">{formatRand(preview?.amount ?? 0)}</dd>
        </div>
        {sale.vatPercent > 0 ? (
          <div className="flex justify-between gap-2">
            <dt>{t('refund.vat')}</dt>
            <dd className="tabular-nums">{formatRand(preview?.vat ?? 0)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-2">
          <dt>{t('refund.goesBack')}</dt>
          <dd className="text-right">{way}</dd>
        </div>
      </dl>
      {online ? null : (
        <p role="status" className="text-sm font-medium text-red-700">
          {t('refund.offline')}
        </p>
      )}
      <Button
        className="min-h-11"
        disabled={!online || pending || preview === null}
        onClick={() => void submit()}
      >
        {pending
          ? t('refund.sending')
          : t('refund.send', { amount: formatRand(preview?.amount ?? 0) })}
      </Button>
    </div>
  );
}
