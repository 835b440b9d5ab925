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
import { useCreditAccount } from '../api/use-credit';
import { AccountSettings } from './account-settings';
import { RepaymentForm } from './repayment-form';
import { CreditStatusBadge } from './status-badge';
import { formatDay, formatInstant } from '@shared/time/format';

const STATE_BADGE = {
  paid: { label: 'Paid', variant: 'success' },
  due: { label: 'Due', variant: 'secondary' },
  overdue: { label: 'Overdue', variant: 'destructive' },
} as const;

const TYPE_LABEL = { charge: 'Charge', payment: 'Payment', adjustment: 'Adjustment' } as const;

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
  return (
    <>
      <div className="grid grid-cols-2 gap-2 text-sm">
        <Figure label="Credit Limit" value={formatRandDecimal(account.creditLimit)} />
        <Figure label="Balance" value={formatRandDecimal(account.currentBalance)} />
        <Figure label="Available" value={formatRandDecimal(account.availableCredit)} />
        <Figure label="Overdue" value={formatRandDecimal(account.overdueAmount)} />
      </div>
      <Section title="Record a Repayment">
        <RepaymentForm accountId={account.id} />
      </Section>
      <Section title="Instalments">
        {account.instalments.length === 0 ? (
          <p className="text-sm text-slate-500">No credit sales yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
            {account.instalments.map((i) => (
              <li key={i.id} className="flex items-center justify-between gap-2 px-3 py-2">
                <span className="min-w-0">
                  <span className="block font-medium">Due {formatDay(i.dueDate)}</span>
                  <span className="text-xs text-slate-500">
                    {formatRandDecimal(i.paidAmount)} of {formatRandDecimal(i.amount)} paid
                  </span>
                </span>
                <Badge variant={STATE_BADGE[i.state].variant}>{STATE_BADGE[i.state].label}</Badge>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Ledger">
        {account.transactions.length === 0 ? (
          <p className="text-sm text-slate-500">No transactions yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
            {account.transactions.map((t) => (
              <li key={t.id} className="flex items-center justify-between gap-2 px-3 py-2">
                <span className="min-w-0">
                  <span className="block truncate font-medium">
                    {TYPE_LABEL[t.type]}
                    {t.description ? ` · ${t.description}` : ''}
                  </span>
                  <span className="text-xs text-slate-500">{formatInstant(t.createdAt)}</span>
                </span>
                <span
                  className={
                    t.type === 'payment' ? 'font-semibold text-emerald-700' : 'font-semibold'
                  }
                >
                  {t.type === 'payment' ? '−' : '+'}
                  {formatRandDecimal(t.amount)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Account Settings">
        <AccountSettings account={account} />
      </Section>
    </>
  );
}

/** One account: figures, repayment, instalments, ledger, limit and status. */
export function AccountDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { data, isLoading, isError } = useCreditAccount(id);
  return (
    <Dialog open={Boolean(id)} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle className="flex flex-wrap items-center gap-2">
            {data?.customerName ?? 'Credit Account'}
            {data ? <CreditStatusBadge account={data} /> : null}
          </DialogTitle>
          <DialogDescription>{data?.customerPhone ?? 'Credit account details'}</DialogDescription>
        </DialogHeader>
        {isLoading ? <Skeleton className="h-40 w-full" /> : null}
        {isError ? <p className="text-sm text-red-600">This account could not be loaded.</p> : null}
        {data ? <Details account={data} /> : null}
      </DialogContent>
    </Dialog>
  );
}
