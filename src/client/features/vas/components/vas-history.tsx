import { useState } from 'react';
import { formatRandDecimal } from '@shared/money/money';
import { codeOf } from '@shared/vas/vas-display';
import type { VasPurchase } from '@shared/vas/vas.schemas';
import { Pager } from '@client/components/pager';
import { Badge, type BadgeVariant } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { useText } from '@client/i18n/use-text';
import { HISTORY_PAGE_SIZE, useVasPurchases } from '../api/vas-queries';
import { kindLabel, recipientLabel, vasText } from '../vas-text';
import { CopyButton } from './copy-button';
import { formatInstant } from '@shared/time/format';

const STATUS_VARIANT: Record<VasPurchase['status'], BadgeVariant> = {
  completed: 'success',
  pending: 'warning',
  failed: 'destructive',
};

function PurchaseRow({ purchase }: { purchase: VasPurchase }) {
  const t = useText(vasText);
  const code = purchase.status === 'completed' ? codeOf(purchase) : null;
  return (
    <li className="flex flex-col gap-1 py-2">
      <div className="flex items-start justify-between gap-2">
        <span className="min-w-0">
          <span className="block font-medium break-words">
            {kindLabel(t, purchase.kind)} · {recipientLabel(t, purchase)}
          </span>
          <span className="text-xs text-slate-500">
            {purchase.reference} · {formatInstant(purchase.createdAt)}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <span className="font-semibold">{formatRandDecimal(purchase.amount)}</span>
          <Badge variant={STATUS_VARIANT[purchase.status]}>{t(`status.${purchase.status}`)}</Badge>
        </span>
      </div>
      {code ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-xs break-all select-all">{code.shown}</span>
          <CopyButton text={code.copy} label={t(`code.${purchase.kind}`)} />
        </div>
      ) : null}
      {purchase.failureReason ? (
        <p className="text-xs text-red-600">{purchase.failureReason}</p>
      ) : null}
    </li>
  );
}

/** Airtime, electricity and transfers bought from the wallet, newest first. */
export function VasHistory() {
  const t = useText(vasText);
  const [page, setPage] = useState(1);
  const list = useVasPurchases(page);
  const total = list.data?.total ?? 0;
  const items = list.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('purchases')}</CardTitle>
      </CardHeader>
      <CardContent>
        {list.isError ? (
          <p className="text-sm text-red-600">{t('historyError')}</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-500">
            {list.isLoading ? t('loading') : t('noPurchases')}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm" aria-label={t('purchasesLabel')}>
            {items.map((p) => (
              <PurchaseRow key={p.id} purchase={p} />
            ))}
          </ul>
        )}
        <Pager
          className="mt-3"
          page={page}
          pageSize={HISTORY_PAGE_SIZE}
          total={total}
          onPage={setPage}
        />
      </CardContent>
    </Card>
  );
}
