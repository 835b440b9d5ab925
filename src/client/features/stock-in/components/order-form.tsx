import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Field, Input, Select } from '@client/components/ui/input';
import { toastError } from '@client/components/ui/toast-error';
import { useText } from '@client/i18n/use-text';
import { useCreatePurchaseOrder, useProposal } from '../api/purchase-order-queries';
import { useSuppliers } from '../api/stock-in-queries';
import { orderBody, withProposal, type OrderLine } from '../order-lines';
import { stockInText } from '../stock-in-text';
import { ProductFinder } from './product-finder';

const newKey = () => crypto.randomUUID();

/** A new purchase order: the supplier, "Order what is low", products added or scanned, quantities. */
export function OrderForm() {
  const t = useText(stockInText);
  const [, navigate] = useLocation();
  const suppliers = useSuppliers();
  const [supplierId, setSupplierId] = useState('');
  const [lines, setLines] = useState<OrderLine[]>([]);
  const [key] = useState(newKey);
  const proposal = useProposal(supplierId || null);
  const create = useCreatePurchaseOrder();
  const body = orderBody(supplierId, lines);

  const fillLow = async () => {
    const answer = await proposal.refetch();
    if (answer.data) setLines((current) => withProposal(current, answer.data));
    else toastError(answer.error, t('loadError'));
  };
  const save = async () => {
    if (!body) return;
    try {
      const order = await create.mutateAsync({ body, key });
      navigate(`/stock-in/orders?order=${order.id}`, { replace: true });
    } catch (error) {
      toastError(error, t('saveFailed'));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-bold">{t('newOrder')}</h2>
      <Card>
        <CardContent className="flex flex-col gap-3 pt-4">
          <Field label={t('supplier')} htmlFor="po-supplier">
            <Select
              id="po-supplier"
              value={supplierId}
              onChange={(e) => setSupplierId(e.target.value)}
            >
              <option value="">{t('chooseSupplier')}</option>
              {(suppliers.data ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Select>
          </Field>
          <Button
            variant="outline"
            className="h-11 self-start"
            disabled={proposal.isFetching}
            onClick={() => void fillLow()}
          >
            {t('orderWhatIsLow')}
          </Button>
          <ProductFinder
            id="po-find"
            onPick={(p) =>
              setLines((all) =>
                all.some((l) => l.productId === p.id)
                  ? all
                  : [
                      ...all,
                      { productId: p.id, name: p.name, quantity: '1', unitCost: p.costPrice },
                    ],
              )
            }
          />
        </CardContent>
      </Card>
      {lines.length === 0 ? (
        <p className="text-sm text-slate-600">{t('noLines')}</p>
      ) : (
        <ul
          aria-label={t('lines')}
          className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
        >
          {lines.map((line, index) => (
            <li key={line.productId} className="flex items-end gap-2 p-3">
              <Field label={line.name} htmlFor={`po-qty-${index}`} className="min-w-0 flex-1">
                <Input
                  id={`po-qty-${index}`}
                  inputMode="numeric"
                  className="w-28"
                  value={line.quantity}
                  onChange={(e) =>
                    setLines((all) =>
                      all.map((l, i) => (i === index ? { ...l, quantity: e.target.value } : l)),
                    )
                  }
                />
              </Field>
              <Button
                variant="outline"
                size="icon"
                className="size-11"
                aria-label={t('removeLine', { name: line.name })}
                onClick={() => setLines((all) => all.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button className="h-11" disabled={!body || create.isPending} onClick={() => void save()}>
        {create.isPending ? t('saving') : t('saveOrder')}
      </Button>
    </div>
  );
}
