import { and, count, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  CUSTOMER_MESSAGES,
  PURCHASE_HISTORY_LIMIT,
  type Customer,
  type CustomerDetail,
  type CustomerInputParsed,
  type CustomerListQueryParsed,
  type CustomerListResponse,
  type Purchase,
} from '@shared/customers/customers.schemas';
import { centsToDecimal, toCents } from '@shared/money/money';
import type { SaleStatus } from '@shared/pos/refund-constants';
import type { Deps } from '@server/deps';
import type { Db } from '@server/db/client';
import { customers, orders, posSales, refunds } from '@server/db/schema/index';
import { conflict } from '@server/lib/app-error';
import { CONSENT_MESSAGES } from '@shared/customers/consent.schemas';
import { findOwnedCustomer } from './customer-lookup';
import { toCustomer } from './customer-dto';
import { centsOf } from '@server/lib/money-sql';

/** Name contains the text, or the phone contains its digits (0712... and +2771... alike). */
function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const escaped = search.replace(/[\\%_]/g, (c) => `\\${c}`);
  const byName = ilike(customers.name, `%${escaped}%`);
  const digits = search.replace(/\D/g, '');
  if (digits.length < 3) return byName;
  const national = digits.startsWith('0') ? `27${digits.slice(1)}` : digits;
  return or(byName, ilike(customers.phone, `%${national}%`));
}

export function createCustomersService({ db, clock }: Deps) {
  async function refuseTakenPhone(merchantId: string, phone: string, exceptId?: string) {
    const [taken] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.merchantId, merchantId),
          eq(customers.phone, phone),
          exceptId ? ne(customers.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    if (taken) throw conflict(CUSTOMER_MESSAGES.phoneTaken, { field: 'phone' });
  }

  return {
    async list(merchantId: string, query: CustomerListQueryParsed): Promise<CustomerListResponse> {
      const where = and(
        eq(customers.merchantId, merchantId),
        isNull(customers.erasedAt),
        searchFilter(query.search),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(customers)
          .where(where)
          .orderBy(customers.name, customers.id)
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(customers).where(where),
      ]);
      return {
        items: rows.map(toCustomer),
        total: total?.value ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async create(merchantId: string, input: CustomerInputParsed): Promise<Customer> {
      await refuseTakenPhone(merchantId, input.phone);
      const [row] = await db
        .insert(customers)
        .values({ merchantId, ...input })
        .returning();
      return toCustomer(row!);
    },

    async update(merchantId: string, id: string, input: CustomerInputParsed): Promise<Customer> {
      const current = await findOwnedCustomer(db, merchantId, id);
      if (current.erasedAt) throw conflict(CONSENT_MESSAGES.erased);
      await refuseTakenPhone(merchantId, input.phone, id);
      const [row] = await db
        .update(customers)
        .set({ ...input, updatedAt: clock() })
        .where(and(eq(customers.id, id), eq(customers.merchantId, merchantId)))
        .returning();
      return toCustomer(row!);
    },

    async detail(merchantId: string, id: string): Promise<CustomerDetail> {
      const customer = await findOwnedCustomer(db, merchantId, id);
      const [orderRows, saleRows, totals] = await Promise.all([
        recentOrders(db, merchantId, id),
        recentSales(db, merchantId, id),
        purchaseTotals(db, merchantId, id),
      ]);
      const purchases = [...orderRows, ...saleRows]
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))
        .slice(0, PURCHASE_HISTORY_LIMIT);
      return { ...toCustomer(customer), purchases, ...totals };
    },
  };
}

async function recentOrders(db: Db, merchantId: string, customerId: string): Promise<Purchase[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.customerId, customerId)))
    .orderBy(desc(orders.createdAt))
    .limit(PURCHASE_HISTORY_LIMIT);
  return rows.map((o) => ({
    kind: 'order',
    id: o.id,
    number: o.orderNumber,
    totalAmount: o.totalAmount,
    status: o.status,
    paymentMethod: o.paymentMethod,
    createdAt: o.createdAt.toISOString(),
  }));
}

async function recentSales(db: Db, merchantId: string, customerId: string): Promise<Purchase[]> {
  const rows = await db
    .select({ sale: posSales, refunded: sql<string>`${refunded}::text` })
    .from(posSales)
    .where(and(eq(posSales.merchantId, merchantId), eq(posSales.customerId, customerId)))
    .orderBy(desc(posSales.createdAt))
    .limit(PURCHASE_HISTORY_LIMIT);
  return rows.map(({ sale: s, refunded: back }) => ({
    kind: 'sale',
    id: s.id,
    number: s.saleNumber,
    totalAmount: s.totalAmount,
    status: refundStatus(toCents(s.totalAmount) ?? 0, toCents(back) ?? 0),
    paymentMethod: s.paymentMethod,
    createdAt: s.createdAt.toISOString(),
  }));
}

/** A sale's state from what came back of it: the sale row itself never changes. */
const refundStatus = (totalCents: number, refundedCents: number): SaleStatus =>
  refundedCents <= 0
    ? 'completed'
    : refundedCents >= totalCents
      ? 'refunded'
      : 'partially_refunded';

/** What a sale's till refunds gave back (a correlated subquery on the sale row). */
const refunded = sql`(select coalesce(sum(${refunds.amount}), 0) from ${refunds}
  where ${refunds.merchantId} = ${posSales.merchantId} and ${refunds.posSaleId} = ${posSales.id})`;

/**
 * Orders that are not cancelled and completed sales count as purchases; what is spent is net of
 * till refunds.
 */
async function purchaseTotals(db: Db, merchantId: string, customerId: string) {
  const [orderTotal, saleTotal] = await Promise.all([
    db
      .select({ n: count(), sum: sql<string>`coalesce(sum(${orders.totalAmount}), 0)::text` })
      .from(orders)
      .where(
        and(
          eq(orders.merchantId, merchantId),
          eq(orders.customerId, customerId),
          ne(orders.status, 'cancelled'),
        ),
      ),
    db
      .select({
        n: count(),
        sum: sql<string>`coalesce(sum(${posSales.totalAmount} - ${refunded}), 0)::text`,
      })
      .from(posSales)
      .where(
        and(
          eq(posSales.merchantId, merchantId),
          eq(posSales.customerId, customerId),
          eq(posSales.status, 'completed'),
        ),
      ),
  ]);
  const cents = centsOf(orderTotal[0]?.sum) + centsOf(saleTotal[0]?.sum);
  return {
    purchaseCount: (orderTotal[0]?.n ?? 0) + (saleTotal[0]?.n ?? 0),
    totalSpent: centsToDecimal(cents),
  };
}
