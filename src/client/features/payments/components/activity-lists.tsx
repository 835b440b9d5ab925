import {
  PAYMENT_METHOD_LABELS,
  TRANSACTION_KIND_LABELS,
  type PaymentsOverview,
} from '@shared/payments/payments.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatInstant } from '@shared/time/format';

const methodLabel = (method: string | null) =>
  method ? (PAYMENT_METHOD_LABELS[method] ?? method) : '—';

export function PaymentMethodsCard({ data }: { data?: PaymentsOverview }) {
  const methods = data?.paymentMethods ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment Methods</CardTitle>
      </CardHeader>
      <CardContent>
        {methods.length === 0 ? (
          <p className="text-sm text-slate-500">No payments this month yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {methods.map((m) => (
              <li key={m.method} className="flex items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-medium">{methodLabel(m.method)}</span>
                  <span className="block text-xs text-slate-500">
                    {m.count} {m.count === 1 ? 'payment' : 'payments'}
                  </span>
                </span>
                <span className="font-semibold">{formatRandDecimal(m.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function RecentTransactionsCard({ data }: { data?: PaymentsOverview }) {
  const rows = data?.recentTransactions ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Transactions</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-slate-500">No transactions yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {rows.map((r) => (
              <li
                key={`${r.kind}-${r.id}`}
                className="flex items-center justify-between gap-2 py-2"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">
                    {TRANSACTION_KIND_LABELS[r.kind]} · {r.reference}
                  </span>
                  <span className="text-xs text-slate-500">
                    {r.method ? `${methodLabel(r.method)} · ` : null}
                    {formatInstant(r.createdAt)}
                  </span>
                </span>
                <span className="shrink-0 font-semibold">{formatRandDecimal(r.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
