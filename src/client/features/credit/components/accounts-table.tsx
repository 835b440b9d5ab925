import type { CreditAccount } from '@shared/credit/credit.schemas';
import { formatPhone } from '@shared/phone/phone';
import { formatRandDecimal } from '@shared/money/money';
import { Button } from '@client/components/ui/button';
import { useText } from '@client/i18n/use-text';
import { creditText } from '../credit-text';
import { CreditStatusBadge } from './status-badge';
import { formatDay } from '@shared/time/format';

function NextDue({ account }: { account: CreditAccount }) {
  const t = useText(creditText);
  const overdue = account.overdueAmount !== '0.00';
  return (
    <span className={overdue ? 'font-semibold text-red-700' : undefined}>
      {formatDay(account.nextDueDate)}
      {overdue
        ? ` · ${t('overdueAmount', { amount: formatRandDecimal(account.overdueAmount) })}`
        : ''}
    </span>
  );
}

/** A table on wide screens, a card per account on phones. */
export function AccountsTable({
  accounts,
  onOpen,
}: {
  accounts: CreditAccount[];
  onOpen: (id: string) => void;
}) {
  const t = useText(creditText);
  return (
    <>
      <ul className="flex flex-col gap-2 md:hidden" aria-label={t('accountsLabel')}>
        {accounts.map((account) => (
          <li key={account.id}>
            <button
              type="button"
              onClick={() => onOpen(account.id)}
              className="flex w-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 text-left shadow-sm"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate font-semibold">{account.customerName}</span>
                <CreditStatusBadge account={account} />
              </span>
              <span className="grid grid-cols-3 gap-1 text-xs text-slate-500">
                <span>
                  {t('limit')}
                  <strong className="block text-sm text-slate-900">
                    {formatRandDecimal(account.creditLimit)}
                  </strong>
                </span>
                <span>
                  {t('balance')}
                  <strong className="block text-sm text-slate-900">
                    {formatRandDecimal(account.currentBalance)}
                  </strong>
                </span>
                <span>
                  {t('available')}
                  <strong className="block text-sm text-slate-900">
                    {formatRandDecimal(account.availableCredit)}
                  </strong>
                </span>
              </span>
              <span className="text-xs text-slate-500">
                {t('nextDueLabel')} <NextDue account={account} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase text-slate-500">
            <tr>
              <th className="px-4 py-3">{t('customer')}</th>
              <th className="px-4 py-3 text-right">{t('creditLimit')}</th>
              <th className="px-4 py-3 text-right">{t('balance')}</th>
              <th className="px-4 py-3 text-right">{t('available')}</th>
              <th className="px-4 py-3">{t('status')}</th>
              <th className="px-4 py-3">{t('nextDue')}</th>
              <th className="px-4 py-3">
                <span className="sr-only">{t('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {accounts.map((account) => (
              <tr key={account.id}>
                <td className="px-4 py-3">
                  <div className="font-medium text-slate-900">{account.customerName}</div>
                  <div className="text-xs text-slate-500">{formatPhone(account.customerPhone)}</div>
                </td>
                <td className="px-4 py-3 text-right">{formatRandDecimal(account.creditLimit)}</td>
                <td className="px-4 py-3 text-right">
                  {formatRandDecimal(account.currentBalance)}
                </td>
                <td className="px-4 py-3 text-right">
                  {formatRandDecimal(account.availableCredit)}
                </td>
                <td className="px-4 py-3">
                  <CreditStatusBadge account={account} />
                </td>
                <td className="px-4 py-3">
                  <NextDue account={account} />
                </td>
                <td className="px-4 py-3 text-right">
                  <Button size="sm" variant="outline" onClick={() => onOpen(account.id)}>
                    {t('view')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
