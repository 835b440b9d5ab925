import { sql } from 'drizzle-orm';
import { checkCredit } from '@shared/credit/credit-limit';
import type { CsvCell } from '@shared/exports/csv';
import { centsToDecimal } from '@shared/money/money';
import type { Db } from '@server/db/client';
import { centsOf } from '@server/lib/money-sql';
import { rowsOf } from '@server/lib/sql-rows';
import { EXPORT_PAGE_SIZE, keysetPages, recordsOf } from './csv-reply';
import { localDateTime } from './export-period';

interface LedgerRow {
  at: string;
  id: string;
  accountId: string;
  date: string;
  time: string;
  customer: string;
  phone: string;
  type: string;
  method: string | null;
  reference: string | null;
  description: string | null;
  /** Signed: a payment is negative. */
  amount: string;
}

/**
 * The credit ledger (CREDIT_LEDGER_COLUMNS), oldest first. Each customer's balance after each
 * row is summed as the pages go (one figure per account in memory), not by a window function
 * every page would have to run over the whole ledger again.
 */
export function creditLedgerRecords(db: Db, merchantId: string) {
  const pages = keysetPages(async (after: LedgerRow | undefined) =>
    rowsOf<LedgerRow>(
      await db.execute(sql`
        select t.created_at::text as "at", t.id, t.credit_account_id as "accountId",
          ${localDateTime(sql`t.created_at`)}, c.name as "customer", c.phone, t.type, t.method,
          coalesce(s.sale_number, o.order_number) as "reference", t.description,
          (case when t.type = 'payment' then -t.amount else t.amount end)::text as "amount"
        from credit_transactions t
          join credit_accounts a on a.id = t.credit_account_id
          join customers c on c.id = a.customer_id
          left join pos_sales s on s.id = t.pos_sale_id
          left join orders o on o.id = t.order_id
        where t.merchant_id = ${merchantId}
          ${after ? sql`and (t.created_at, t.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
        order by t.created_at, t.id
        limit ${EXPORT_PAGE_SIZE}
      `),
    ),
  );
  const balances = new Map<string, number>();
  return recordsOf(pages, (row): CsvCell[] => {
    const balance = (balances.get(row.accountId) ?? 0) + centsOf(row.amount);
    balances.set(row.accountId, balance);
    return [
      row.date,
      row.time,
      row.customer,
      row.phone,
      row.type,
      row.method,
      row.reference,
      row.description,
      row.amount,
      centsToDecimal(balance),
    ];
  });
}

interface BalanceRow {
  id: string;
  customer: string;
  phone: string;
  status: 'active' | 'suspended' | 'inactive';
  limit: string;
  balance: string;
}

/** What each customer owes today (CREDIT_BALANCE_COLUMNS), by name. */
export function creditBalanceRecords(db: Db, merchantId: string) {
  const pages = keysetPages(async (after: BalanceRow | undefined) =>
    rowsOf<BalanceRow>(
      await db.execute(sql`
        select a.id, c.name as "customer", c.phone, a.status, a.credit_limit::text as "limit",
          a.current_balance::text as "balance"
        from credit_accounts a join customers c on c.id = a.customer_id
        where a.merchant_id = ${merchantId}
          ${after ? sql`and (c.name, a.id) > (${after.customer}, ${after.id}::uuid)` : sql``}
        order by c.name, a.id
        limit ${EXPORT_PAGE_SIZE}
      `),
    ),
  );
  return recordsOf(pages, (row): CsvCell[] => {
    const standing = {
      limitCents: centsOf(row.limit),
      balanceCents: centsOf(row.balance),
      status: row.status,
    };
    return [
      row.customer,
      row.phone,
      row.status,
      row.limit,
      row.balance,
      centsToDecimal(checkCredit(standing).availableCents),
    ];
  });
}
