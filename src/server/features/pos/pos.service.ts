import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { centsToDecimal } from '@shared/money/money';
import { vatPercentFor } from '@shared/money/vat';
import {
  POS_MESSAGES,
  type CreatePosSaleParsed,
  type PosSale,
  type PosSaleInstalment,
  type PosSaleItem,
  type PosSaleListQueryParsed,
  type PosSaleListResponse,
} from '@shared/pos/pos.schemas';
import { cashChange } from '@shared/pos/sale-totals';
import type { Deps } from '@server/deps';
import type { Db, Tx } from '@server/db/client';
import {
  creditInstalments,
  creditTransactions,
  customers,
  posSales,
} from '@server/db/schema/index';
import { notFound, ruleViolation } from '@server/lib/app-error';
import type { Shop } from '@server/plugins/shop';
import { nextNumberCte } from '@server/lib/counters';
import { runIdempotent } from '@server/lib/idempotency';
import { settleSalePayment } from './sale-payment';
import { stockTaking } from '@server/domain/stock/stock';
import { stampSale } from '@server/domain/loyalty/stamps';
import { priceCart } from './sale-pricing';

type SaleRow = typeof posSales.$inferSelect;

const toSale = (
  row: SaleRow,
  customerName: string | null,
  instalments: PosSaleInstalment[],
): PosSale => ({
  id: row.id,
  saleNumber: row.saleNumber,
  items: row.items as PosSaleItem[],
  subtotal: row.subtotal,
  tax: row.taxAmount,
  vatPercent: row.vatPercent,
  total: row.totalAmount,
  totalAmount: row.totalAmount,
  paymentMethod: row.paymentMethod,
  customerId: row.customerId,
  customerName,
  status: row.status,
  cashTendered: row.cashTendered,
  changeDue: row.changeDue,
  instalments,
  createdAt: row.createdAt.toISOString(),
});

async function customerName(tx: Tx, merchantId: string, customerId: string | null) {
  if (!customerId) return null;
  const [found] = await tx
    .select({ name: customers.name })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.merchantId, merchantId)));
  if (!found) throw notFound('Customer');
  return found.name;
}

/** One transaction: price, check, take the stock, number, store, settle payment, stamp the card. */
async function recordSale(tx: Tx, shop: Shop, input: CreatePosSaleParsed, now: Date) {
  const { merchantId } = shop;
  const vatPercent = vatPercentFor(shop.vatRegistered);
  const buyer = await customerName(tx, merchantId, input.customerId);
  const sale = await priceCart(tx, merchantId, input, vatPercent);
  let changeDue: number | null = null;
  if (input.paymentMethod === 'cash' && input.cashTendered != null) {
    changeDue = cashChange(sale.total, input.cashTendered);
    if (changeDue === null) throw ruleViolation('CASH_SHORT', POS_MESSAGES.cashShort);
  }
  const id = randomUUID();
  // Stock, number and sale in one statement: the till's products and the shop's counter stay
  // locked for one round trip (this statement's) before the commit.
  const stock = stockTaking(
    tx,
    merchantId,
    sale.lines.map((l) => ({ productId: l.productId, delta: -l.quantity })),
    { reason: 'sale', referenceType: 'pos_sale', referenceId: id },
  );
  const numbered = nextNumberCte(tx, merchantId, 'sale');
  const [stored] = await tx
    .with(numbered, ...stock.ctes)
    .insert(posSales)
    .values({
      id,
      merchantId,
      saleNumber: sql`(select number from numbered)`,
      items: sale.lines.map((l): PosSaleItem => ({
        productId: l.productId,
        name: l.name,
        quantity: l.quantity,
        unitPrice: centsToDecimal(l.unitPrice),
        subtotal: centsToDecimal(l.subtotal),
      })),
      subtotal: centsToDecimal(sale.subtotal),
      taxAmount: centsToDecimal(sale.tax),
      vatPercent,
      totalAmount: centsToDecimal(sale.total),
      paymentMethod: input.paymentMethod,
      customerId: input.customerId,
      status: 'completed',
      cashTendered: changeDue === null ? null : centsToDecimal(input.cashTendered!),
      changeDue: changeDue === null ? null : centsToDecimal(changeDue),
      createdAt: now,
    })
    .returning({ ...getTableColumns(posSales), stockChanged: stock.changedJson });
  const { stockChanged, ...row } = stored!;
  await stock.settle(stockChanged);
  const instalments = await settleSalePayment(tx, {
    merchantId,
    saleId: id,
    saleNumber: row.saleNumber,
    method: input.paymentMethod,
    customerId: input.customerId,
    total: sale.total,
    instalments: input.instalments,
    now,
  });
  await stampSale(tx, { merchantId, customerId: input.customerId, posSaleId: id, now });
  return toSale(row, buyer, instalments);
}

/** The BNPL instalments of the listed credit sales: one query whatever the page length. */
async function instalmentsOf(db: Db, merchantId: string, saleIds: string[]) {
  const bySale = new Map<string, PosSaleInstalment[]>();
  if (saleIds.length === 0) return bySale;
  const rows = await db
    .select({
      saleId: creditTransactions.posSaleId,
      sequence: creditInstalments.sequence,
      dueDate: creditInstalments.dueDate,
      amount: creditInstalments.amount,
    })
    .from(creditInstalments)
    .innerJoin(creditTransactions, eq(creditTransactions.id, creditInstalments.chargeId))
    .where(
      and(
        eq(creditInstalments.merchantId, merchantId),
        inArray(creditTransactions.posSaleId, saleIds),
      ),
    )
    .orderBy(asc(creditInstalments.sequence));
  for (const { saleId, ...part } of rows) {
    if (!saleId) continue;
    bySale.set(saleId, [...(bySale.get(saleId) ?? []), part]);
  }
  return bySale;
}

export function createPosService({ db, clock }: Deps) {
  return {
    /** A retried sale with the same Idempotency-Key answers the first result. */
    async create(shop: Shop, input: CreatePosSaleParsed, key?: string): Promise<PosSale> {
      const now = clock();
      const result = await runIdempotent(
        db,
        { merchantId: shop.merchantId, scope: 'pos.sale', key, requestBody: input, now },
        (tx) => recordSale(tx, shop, input, now),
      );
      return result.body;
    },

    async list(merchantId: string, query: PosSaleListQueryParsed): Promise<PosSaleListResponse> {
      const where = and(
        eq(posSales.merchantId, merchantId),
        query.customerId ? eq(posSales.customerId, query.customerId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ sale: posSales, customerName: customers.name })
          .from(posSales)
          .leftJoin(
            customers,
            and(eq(customers.id, posSales.customerId), eq(customers.merchantId, merchantId)),
          )
          .where(where)
          .orderBy(desc(posSales.createdAt), desc(posSales.saleNumber))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(posSales).where(where),
      ]);
      const instalments = await instalmentsOf(
        db,
        merchantId,
        rows.map((r) => r.sale.id),
      );
      return {
        items: rows.map((r) => toSale(r.sale, r.customerName, instalments.get(r.sale.id) ?? [])),
        total: total?.value ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}
