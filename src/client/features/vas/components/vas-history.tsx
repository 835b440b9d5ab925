import { useState } from 'react';
import { formatRandDecimal } from '@shared/money/money';
import { codeOf, recipientText } from '@shared/vas/vas-display';
import { VAS_KIND_LABELS, type VasPurchase } from '@shared/vas/vas.schemas';
import { Pager } from '@client/components/pager';
import { Badge, type BadgeVariant } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { HISTORY_PAGE_SIZE, useVasPurchases } from '../api/use-vas';
import { CopyButton } from './copy-button';
import { formatInstant } from '@shared/time/format';

const STATUS: Record<VasPurchase['status'], { label: string; variant: BadgeVariant }> = {
  completed: { label: 'Completed', variant: 'success' },
  pending: { label: 'Pending', variant: 'warning' },
  failed: { label: 'Failed', variant: 'destructive' },
};

function PurchaseRow({ purchase }: { purchase: VasPurchase }) {
  const code = purchase.status === 'completed' ? codeOf(purchase) : null;
  const status = STATUS[purchase.status];
  return (
    <li className="flex flex-col gap-1 py-2">
      <div className="flex items-start justify-between gap-2">
        <span className="min-w-0">
          <span className="block font-medium break-words">
            {VAS_KIND_LABELS[purchase.kind]} · {recipientText(purchase)}
          </span>
          <span className="text-xs text-slate-500">
            {purchase.reference} · {formatInstant(purchase.createdAt)}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <span className="font-semibold">{formatRandDecimal(purchase.amount)}</span>
          <Badge variant={status.variant}>{status.label}</Badge>
        </span>
      </div>
      {code ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-xs break-all select-all">{code.shown}</span>
          <CopyButton text={code.copy} label={code.label} />
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
  const [page, setPage] = useState(1);
  const list = useVasPurchases(page);
  const total = list.data?.total ?? 0;
  const items = list.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Utility Purchases</CardTitle>
      </CardHeader>
      <CardContent>
        {list.isError ? (
          <p className="text-sm text-red-600">The purchase history could not be loaded.</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-500">
            {list.isLoading ? 'Loading…' : 'No airtime, electricity or transfers bought yet.'}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm" aria-label="Utility purchases">
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
