import { useState } from 'react';
import type { StockReceipt } from '@shared/stock-in/stock-in.schemas';
import { VAT_PERCENT } from '@shared/money/vat';
import { formatRand } from '@shared/money/money';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Field, Input, Select } from '@client/components/ui/input';
import { toastError } from '@client/components/ui/toast-error';
import { useText } from '@client/i18n/use-text';
import { useCaseSizes, useCreateReceipt, useSuppliers } from '../api/stock-in-queries';
import { usePurchaseOrder } from '../api/purchase-order-queries';
import {
  newLine,
  receiptBody,
  runningTotal,
  type ReceiveLine,
  type SlipVat,
} from '../receive-lines';
import { stockInText } from '../stock-in-text';
import { ProductFinder } from './product-finder';
import { ReceiptSaved } from './receipt-saved';
import { ReceiveLineEditor } from './receive-line-editor';
import { useOrderLines } from './use-order-lines';

const newKey = () => crypto.randomUUID();
/** The supplier select's value for a wholesaler run (cash at Makro, Jumbo...). */
const RUN = '';

/**
 * Receive stock: the supplier or a wholesaler run, the invoice number, the products (found by
 * name or scanned), each in cases or units at the slip's cost, incl or excl VAT; Save sends the
 * units and the cost per unit excl VAT, once per intended delivery (an Idempotency-Key).
 */
export function ReceiveStock({ orderId }: { orderId: string | null }) {
  const t = useText(stockInText);
  const suppliers = useSuppliers();
  const order = usePurchaseOrder(orderId);
  const [supplierId, setSupplierId] = useState(RUN);
  const [invoice, setInvoice] = useState('');
  const [vat, setVat] = useState<SlipVat>('incl');
  const [lines, setLines] = useState<ReceiveLine[]>([]);
  const [key, setKey] = useState(newKey);
  const [saved, setSaved] = useState<StockReceipt | null>(null);
  const caseSizes = useCaseSizes(supplierId || null);
  const create = useCreateReceipt();
  useOrderLines(order.data, (filled) => {
    setSupplierId(filled.supplierId);
    setVat('excl');
    setLines(filled.lines);
  });

  if (saved) {
    return (
      <ReceiptSaved
        receipt={saved}
        onNext={() => {
          setSaved(null);
          setLines([]);
          setInvoice('');
          setKey(newKey());
        }}
      />
    );
  }

  const add = (product: { id: string; name: string }) => {
    if (lines.some((line) => line.productId === product.id)) return;
    const size = caseSizes.data?.find((c) => c.productId === product.id)?.caseSize;
    setLines((current) => [...current, newLine(product, size)]);
  };
  const totals = runningTotal(lines, vat, VAT_PERCENT);
  const body = receiptBody(
    {
      supplierId: supplierId || null,
      purchaseOrderId: order.data?.id ?? null,
      invoiceNumber: invoice,
    },
    lines,
    vat,
    VAT_PERCENT,
  );
  const save = async () => {
    if (!body) return;
    try {
      setSaved(await create.mutateAsync({ body, key }));
    } catch (error) {
      toastError(error, t('saveFailed'));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {order.data ? (
        <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm">
          {t('receivingOrder', { number: order.data.number })}
        </p>
      ) : null}
      <Card>
        <CardContent className="grid grid-cols-1 gap-3 pt-4 sm:grid-cols-3">
          <Field label={t('supplier')} htmlFor="receive-supplier">
            <Select
              id="receive-supplier"
              value={supplierId}
              disabled={order.data !== undefined}
              onChange={(e) => setSupplierId(e.target.value)}
            >
              <option value={RUN}>{t('wholesalerRun')}</option>
              {(suppliers.data ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('invoiceNumber')} htmlFor="receive-invoice">
            <Input
              id="receive-invoice"
              autoComplete="off"
              maxLength={60}
              value={invoice}
              onChange={(e) => setInvoice(e.target.value)}
            />
          </Field>
          <Field label={t('slipVat')} htmlFor="receive-vat">
            <Select
              id="receive-vat"
              value={vat}
              onChange={(e) => setVat(e.target.value as SlipVat)}
            >
              <option value="incl">{t('vat.incl')}</option>
              <option value="excl">{t('vat.excl')}</option>
            </Select>
          </Field>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-4">
          <ProductFinder id="receive-find" onPick={add} />
        </CardContent>
      </Card>
      {lines.length > 0 ? (
        <ul aria-label={t('lines')} className="flex flex-col gap-3">
          {lines.map((line, index) => (
            <ReceiveLineEditor
              key={line.productId}
              line={line}
              index={index}
              onChange={(next) => setLines((all) => all.map((l, i) => (i === index ? next : l)))}
              onRemove={() => setLines((all) => all.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t('noLines')}</p>
      )}
      <Card>
        <CardContent className="flex flex-col gap-3 pt-4">
          <dl className="grid grid-cols-2 gap-1 text-sm" aria-live="polite">
            <dt>{t('totalExclVat')}</dt>
            <dd className="text-right" data-testid="total-excl">
              {formatRand(totals.exclVat)}
            </dd>
            <dt>{t('vatAmount', { percent: VAT_PERCENT })}</dt>
            <dd className="text-right">{formatRand(totals.vat)}</dd>
            <dt className="font-bold">{t('totalInclVat')}</dt>
            <dd className="text-right font-bold" data-testid="total-incl">
              {formatRand(totals.inclVat)}
            </dd>
          </dl>
          <Button className="h-11" disabled={!body || create.isPending} onClick={() => void save()}>
            {create.isPending ? t('saving') : t('save')}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
