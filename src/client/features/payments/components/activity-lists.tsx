import type { PaymentsOverview } from '@shared/payments/payments.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatInstant } from '@shared/time/format';
import { paymentMethodText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { paymentsText } from '../payments-text';

const methodLabel = (method: string | null) => (method ? paymentMethodText(method) : '—');

export function PaymentMethodsCard({ data }: { data?: PaymentsOverview }) {
  const t = useText(paymentsText);
  const methods = data?.paymentMethods ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('methods')}</CardTitle>
      </CardHeader>
      <CardContent>
        {methods.length === 0 ? (
          <p className="text-sm text-slate-500">{t('noPayments')}</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {methods.map((m) => (
              <li key={m.method} className="flex items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-medium">{methodLabel(m.method)}</span>
                  <span className="block text-xs text-slate-500">
                    {t('count', { count: m.count })}
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
  const t = useText(paymentsText);
  const rows = data?.recentTransactions ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('recent')}</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-slate-500">{t('noTransactions')}</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {rows.map((r) => (
              <li
                key={`${r.kind}-${r.id}`}
                className="flex items-center justify-between gap-2 py-2"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">
                    {t(`kind.${r.kind}`)} · {r.reference}
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
