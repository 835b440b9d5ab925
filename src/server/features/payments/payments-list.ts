import { sql } from 'drizzle-orm';
import type {
  Payment,
  PaymentListQuery,
  PaymentListResponse,
} from '@shared/payments/payments.schemas';
import type { Db } from '@server/db/client';
import { rowsOf } from '@server/lib/sql-rows';

/**
 * Every payment of one shop, as the rows that record it: completed till sales, orders that are
 * not cancelled (paid, pending or failed), credit repayments, wallet top-ups (cash at the
 * till) and till refunds (negative: money given back). The stored payments table is not read: the live app records payments on these rows.
 */
const paymentsOf = (merchantId: string) => sql`
  select s.id, 'sale' as kind, null::uuid as order_id, s.customer_id, s.total_amount as amount,
         s.payment_method as method, 'completed' as status, s.sale_number as transaction_id,
         s.created_at
    from pos_sales s
   where s.merchant_id = ${merchantId} and s.status = 'completed'
  union all
  select o.id, 'order_payment', o.id, o.customer_id, o.total_amount, o.payment_method,
         case o.payment_status when 'paid' then 'completed' else o.payment_status end,
         o.order_number, o.created_at
    from orders o
   where o.merchant_id = ${merchantId} and o.status <> 'cancelled'
  union all
  select c.id, 'repayment', null, a.customer_id, c.amount, coalesce(c.method, 'cash'),
         'completed', c.id::text, c.created_at
    from credit_transactions c
    join credit_accounts a on a.id = c.credit_account_id and a.merchant_id = ${merchantId}
   where c.merchant_id = ${merchantId} and c.type = 'payment'
  union all
  select w.id, 'top_up', null, wa.customer_id, w.amount, 'cash', 'completed', w.id::text,
         w.created_at
    from wallet_transactions w
    join wallets wa on wa.id = w.wallet_id and wa.merchant_id = ${merchantId}
   where w.merchant_id = ${merchantId} and w.type = 'top_up'
  union all
  select r.id, 'refund', null, s.customer_id, -r.amount, r.method, 'completed',
         r.credit_note_number, r.created_at
    from refunds r
    join pos_sales s on s.id = r.pos_sale_id and s.merchant_id = ${merchantId}
   where r.merchant_id = ${merchantId} and r.pos_sale_id is not null`;

interface PaymentRow {
  id: string;
  kind: Payment['kind'];
  order_id: string | null;
  customer_id: string | null;
  amount: string;
  method: string | null;
  status: Payment['status'];
  transaction_id: string;
  created_at: string;
}

/** A page of the shop's payments, newest first, in two queries whatever the page size. */
export async function listPayments(
  db: Db,
  merchantId: string,
  query: PaymentListQuery,
): Promise<PaymentListResponse> {
  const [page, count] = await Promise.all([
    db.execute(sql`
      select id::text, kind, order_id::text, customer_id::text, amount::text, method, status,
             transaction_id,
             to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
        from (${paymentsOf(merchantId)}) payments
       order by payments.created_at desc, payments.id desc
       limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    db.execute(sql`select count(*)::int as total from (${paymentsOf(merchantId)}) payments`),
  ]);
  return {
    items: rowsOf<PaymentRow>(page).map((row) => ({
      id: row.id,
      kind: row.kind,
      orderId: row.order_id,
      customerId: row.customer_id,
      amount: row.amount,
      method: row.method,
      status: row.status,
      transactionId: row.transaction_id,
      createdAt: row.created_at,
    })),
    total: Number(rowsOf<{ total: number }>(count)[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
