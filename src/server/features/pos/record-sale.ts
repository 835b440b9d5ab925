import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { centsToDecimal } from '@shared/money/money';
import { vatPercentFor } from '@shared/money/vat';
import { POS_MESSAGES, type CreatePosSaleParsed, type PosSaleItem } from '@shared/pos/pos.schemas';
import { cashChange } from '@shared/pos/sale-totals';
import { BUYER_NEEDED_MESSAGE, needsBuyer } from '@shared/pos/receipt-legal';
import type { Tx } from '@server/db/client';
import { customers, posSales } from '@server/db/schema/index';
import { notFound, ruleViolation } from '@server/lib/app-error';
import type { Shop } from '@server/plugins/shop';
import { nextNumberCte } from '@server/lib/counters';
import { stockTaking } from '@server/domain/stock/stock';
import { offlineSaleStock } from '@server/domain/stock/offline-sale-stock';
import { raiseStockCountAlerts } from '@server/domain/stock/count-alerts';
import { refuseExpiredStock, saleStockFacts } from '@server/domain/stock/batches';
import { johannesburgDate } from '@shared/time/johannesburg';
import { stampSale } from '@server/domain/loyalty/stamps';
import { recordShiftMovement } from '@server/domain/shifts/shift-ledger';
import { settleSalePayment } from './sale-payment';
import { priceCart } from './sale-pricing';
import { offlineSoldAt, priceOfflineCart } from './offline-sale-pricing';
import { refuseUsedReceipt } from './offline-receipt';
import { toSale } from './sale-row';

async function customerOf(tx: Tx, merchantId: string, customerId: string | null) {
  if (!customerId) return null;
  const [found] = await tx
    .select({ name: customers.name, phone: customers.phone })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.merchantId, merchantId)));
  if (!found) throw notFound('Customer');
  return found;
}

/**
 * Online, the server prices the cart and short stock is refused. Offline (synced later), the
 * sale keeps its rung-up prices and VAT, and oversold stock goes to zero (a count alert follows).
 */
async function priceAndPlanStock(tx: Tx, shop: Shop, input: CreatePosSaleParsed) {
  const { merchantId } = shop;
  const { offline } = input;
  if (!offline) {
    const vatPercent = vatPercentFor(shop.vatRegistered);
    const sale = await priceCart(tx, merchantId, input, vatPercent);
    const changes = sale.lines.map((l) => ({ productId: l.productId, delta: -l.quantity }));
    const none = { listPrices: null, priceDifference: null, belowPrice: null };
    return { sale, vatPercent, changes, shortfalls: [], ...none };
  }
  await refuseUsedReceipt(tx, merchantId, offline.receiptNumber);
  const sale = await priceOfflineCart(tx, merchantId, input, offline.vatPercent);
  const { changes, shortfalls } = await offlineSaleStock(tx, merchantId, sale.lines);
  const { listPrices, priceDifference, belowPrice } = sale;
  const differences = { listPrices, priceDifference, belowPrice };
  return { sale, vatPercent: offline.vatPercent, changes, shortfalls, ...differences };
}

/**
 * One transaction: price, check, take the stock, number, store, settle payment, stamp the card.
 * `by`: the sale's id and its cashier (a staff member, or null for the owner).
 */
export async function recordSale(
  tx: Tx,
  shop: Shop,
  input: CreatePosSaleParsed,
  now: Date,
  by: { id: string; cashier: { id: string; name: string } | null },
) {
  const { merchantId } = shop;
  // Online the till offers only the shop's methods; a sale rung up offline is kept as taken.
  if (!input.offline && !shop.paymentMethods.includes(input.paymentMethod)) {
    throw ruleViolation('PAYMENT_METHOD_NOT_TAKEN', POS_MESSAGES.methodNotTaken, {
      paymentMethods: shop.paymentMethods,
    });
  }
  const soldAt = input.offline ? offlineSoldAt(input.offline, now) : now;
  const buyer = await customerOf(tx, merchantId, input.customerId);
  const planned = await priceAndPlanStock(tx, shop, input);
  const { sale, vatPercent, listPrices, priceDifference, belowPrice } = planned;
  // A full tax invoice names its buyer; a sale rung up offline is kept as taken.
  if (!input.offline && !input.buyer && needsBuyer(vatPercent, sale.total)) {
    throw ruleViolation('BUYER_NEEDED', BUYER_NEEDED_MESSAGE);
  }
  let changeDue: number | null = null;
  if (input.paymentMethod === 'cash' && input.cashTendered != null) {
    changeDue = cashChange(sale.total, input.cashTendered);
    if (changeDue === null) throw ruleViolation('CASH_SHORT', POS_MESSAGES.cashShort);
  }
  // Each line keeps its cost now (and a pesticide its registration, for its receipt); online,
  // use-by stock past its date is refused (offline sales reach the server after the goods left
  // the shelf, so they are kept).
  const facts = await saleStockFacts(
    tx,
    merchantId,
    sale.lines.map((l) => l.productId),
    input.offline ? null : johannesburgDate(now),
  );
  refuseExpiredStock(facts.expired);
  const { id } = by;
  // Stock, number and sale in one statement: the till's products and the shop's counter stay
  // locked for one round trip (this statement's) before the commit.
  const stock = stockTaking(tx, merchantId, planned.changes, {
    reason: 'sale',
    referenceType: 'pos_sale',
    referenceId: id,
    staffId: by.cashier?.id ?? null,
  });
  const numbered = nextNumberCte(tx, merchantId, 'sale');
  const [stored] = await tx
    .with(numbered, ...stock.ctes)
    .insert(posSales)
    .values({
      id,
      merchantId,
      saleNumber: sql`(select number from numbered)`,
      items: sale.lines.map((l, i): PosSaleItem & { unitCost: string | null } => {
        const listPrice = listPrices?.[i];
        return {
          productId: l.productId,
          name: l.name,
          quantity: l.quantity,
          unitPrice: centsToDecimal(l.unitPrice),
          subtotal: centsToDecimal(l.subtotal),
          refundedQuantity: 0,
          unitCost: facts.costs.get(l.productId) ?? null,
          ...(facts.pesticides.has(l.productId)
            ? { pesticideRegistration: facts.pesticides.get(l.productId)! }
            : {}),
          ...(listPrice !== undefined && listPrice !== l.unitPrice
            ? { listPrice: centsToDecimal(listPrice) }
            : {}),
          ...(l.discount > 0 ? { discount: centsToDecimal(l.discount) } : {}),
          ...(l.discountPercent !== null ? { discountPercent: l.discountPercent } : {}),
        };
      }),
      subtotal: centsToDecimal(sale.subtotal),
      discountAmount: centsToDecimal(sale.discount),
      discountPercent: sale.discountPercent === null ? null : String(sale.discountPercent),
      discountTotal: centsToDecimal(sale.discountTotal),
      taxAmount: centsToDecimal(sale.tax),
      vatPercent,
      totalAmount: centsToDecimal(sale.total),
      paymentMethod: input.paymentMethod,
      customerId: input.customerId,
      status: 'completed',
      cashTendered: changeDue === null ? null : centsToDecimal(input.cashTendered!),
      changeDue: changeDue === null ? null : centsToDecimal(changeDue),
      offlineReceiptNumber: input.offline?.receiptNumber ?? null,
      syncedAt: input.offline ? now : null,
      priceDifference: priceDifference === null ? null : centsToDecimal(priceDifference),
      belowPrice: belowPrice === null ? null : centsToDecimal(belowPrice),
      staffId: by.cashier?.id ?? null,
      buyerName: input.buyer?.name ?? null,
      buyerAddress: input.buyer?.address ?? null,
      buyerVatNumber: input.buyer?.vatNumber ?? null,
      createdAt: soldAt,
    })
    .returning({ ...getTableColumns(posSales), stockChanged: stock.changedJson });
  const { stockChanged, ...row } = stored!;
  await stock.settle(stockChanged);
  await raiseStockCountAlerts(tx, merchantId, planned.shortfalls);
  const instalments = await settleSalePayment(tx, {
    merchantId,
    saleId: id,
    saleNumber: row.saleNumber,
    method: input.paymentMethod,
    customerId: input.customerId,
    total: sale.total,
    instalments: input.instalments,
    now: soldAt,
    staffId: by.cashier?.id ?? null,
  });
  await recordShiftMovement(tx, {
    merchantId,
    kind: 'sale',
    method: input.paymentMethod,
    amountCents: sale.total,
    vatCents: sale.tax,
    sourceId: id,
    reference: row.saleNumber,
    staffId: by.cashier?.id ?? null,
    now: soldAt,
    shiftId: input.offline?.shiftId,
  });
  await stampSale(tx, { merchantId, customerId: input.customerId, posSaleId: id, now: soldAt });
  return toSale(row, buyer, instalments, by.cashier);
}
