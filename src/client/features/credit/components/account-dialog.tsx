import type { CreditAccountDetail } from '@shared/credit/credit.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { Badge } from '@client/components/ui/badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Skeleton } from '@client/components/ui/skeleton';
import { useText } from '@client/i18n/use-text';
import { useCreditAccount } from '../api/credit-queries';
import { creditText } from '../credit-text';
import { AccountSettings } from './account-settings';
import { RepaymentForm } from './repayment-form';
import { CreditStatusBadge } from './status-badge';
import { formatDay, formatInstant } from '@shared/time/format';

const STATE_VARIANT = { paid: 'success', due: 'secondary', overdue: 'destructive' } as const;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-2">
      <p className="text-xs text-slate-500">{label}</p>
      <p className="font-semibold text-slate-900">{value}</p>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-700">{title}</h3>
      {children}
    </section>
  );
}

function Details({ account }: { account: CreditAccountDetail }) {
  const t = useText(creditText);
  return (
    <>
      <div className="grid grid-cols-2 gap-2 text-sm">
        <Figure label={t('creditLimit')} value={formatRandDecimal(account.creditLimit)} />
        <Figure label={t('balance')} value={formatRandDecimal(account.currentBalance)} />
        <Figure label={t('available')} value={formatRandDecimal(account.availableCredit)} />
        <Figure label={t('overdue')} value={formatRandDecimal(account.overdueAmount)} />
      </div>
      <Section title={t('recordRepayment')}>
        <RepaymentForm accountId={account.id} />
      </Section>
      <Section title={t('instalments')}>
        {account.instalments.length === 0 ? (
          <p className="text-sm text-slate-500">{t('noCreditSales')}</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
            {account.instalments.map((i) => (
              <li key={i.id} className="flex items-center justify-between gap-2 px-3 py-2">
                <span className="min-w-0">
                  <span className="block font-medium">
                    {t('dueOn', { date: formatDay(i.dueDate) })}
                  </span>
                  <span className="text-xs text-slate-500">
                    {t('paidOf', {
                      paid: formatRandDecimal(i.paidAmount),
                      amount: formatRandDecimal(i.amount),
                    })}
                  </span>
                </span>
                <Badge variant={STATE_VARIANT[i.state]}>{t(`state.${i.state}`)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('ledger')}>
        {account.transactions.length === 0 ? (
          <p className="text-sm text-slate-500">{t('noTransactions')}</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
            {account.transactions.map((tx) => (
              <li key={tx.id} className="flex items-center justify-between gap-2 px-3 py-2">
                <span className="min-w-0">
                  <span className="block truncate font-medium">
                    {t(`type.${tx.type}`)}
                    {tx.description ? ` · ${tx.description}` : ''}
                  </span>
                  <span className="text-xs text-slate-500">{formatInstant(tx.createdAt)}</span>
                </span>
                <span
                  className={
                    tx.type === 'payment' ? 'font-semibold text-emerald-700' : 'font-semibold'
                  }
                >
                  {tx.type === 'payment' ? '−' : '+'}
                  {formatRandDecimal(tx.amount)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('accountSettings')}>
        <AccountSettings account={account} />
      </Section>
    </>
  );
}

/** One account: figures, repayment, instalments, ledger, limit and status. */
export function AccountDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const t = useText(creditText);
  const { data, isLoading, isError } = useCreditAccount(id);
  return (
    <Dialog open={Boolean(id)} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle className="flex flex-wrap items-center gap-2">
            {data?.customerName ?? t('creditAccount')}
            {data ? <CreditStatusBadge account={data} /> : null}
          </DialogTitle>
          <DialogDescription>{data?.customerPhone ?? t('accountDetails')}</DialogDescription>
        </DialogHeader>
        {isLoading ? <Skeleton className="h-40 w-full" /> : null}
        {isError ? <p className="text-sm text-red-600">{t('accountError')}</p> : null}
        {data ? <Details account={data} /> : null}
      </DialogContent>
    </Dialog>
  );
}
