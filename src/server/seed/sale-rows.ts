import { randomUUID } from 'node:crypto';
import { priceLine } from '@shared/money/bulk-tiers';
import { centsToDecimal, toCents, type Cents } from '@shared/money/money';
import { priceSale } from '@shared/pos/sale-totals';
import type { Tx } from '../db/client';
import type { orderItems, orders, payments, posSales, stockMovements } from '../db/schema';
import { reserveNumbers } from '../lib/counters';
import { DEMO_PRODUCTS } from './products-data';
import type { DemoLine, DemoOrder, DemoSale } from './history';

type Movement = typeof stockMovements.$inferInsert;

export interface Ids {
  merchantId: string;
  products: string[];
  customers: string[];
}

/** Prices an order's line from the list price with the bulk tiers, as orders do. */
function price(line: DemoLine) {
  const product = DEMO_PRODUCTS[line.product]!;
  return { product, ...priceLine(toCents(product.price)!, line.quantity) };
}

/** Notes a customer hands over: the smallest of R20, R50, R100, R200 that covers it. */
function tendered(total: Cents): Cents {
  return (
    [2000, 5000, 10000, 20000].find((note) => note >= total) ?? Math.ceil(total / 10000) * 10000
  );
}

export async function saleRows(tx: Tx, ids: Ids, sales: DemoSale[], movements: Movement[]) {
  const rows: (typeof posSales.$inferInsert)[] = [];
  const numbers = await reserveNumbers(tx, ids.merchantId, 'sale', sales.length);
  for (const [index, sale] of sales.entries()) {
    const id = randomUUID();
    // As the till does: every line at its list price (no bulk tiers), VAT on the subtotal.
    const products = sale.lines.map((line) => DEMO_PRODUCTS[line.product]!);
    const totals = priceSale(
      sale.lines.map((line, i) => ({
        listPrice: toCents(products[i]!.price)!,
        quantity: line.quantity,
      })),
    );
    const lines = totals.lines;
    const cash = sale.paymentMethod === 'cash';
    rows.push({
      id,
      merchantId: ids.merchantId,
      saleNumber: numbers[index]!,
      items: sale.lines.map((line, i) => ({
        productId: ids.products[line.product]!,
        name: products[i]!.name,
        quantity: line.quantity,
        unitPrice: centsToDecimal(lines[i]!.unitPrice),
        subtotal: centsToDecimal(lines[i]!.subtotal),
      })),
      subtotal: centsToDecimal(totals.subtotal),
      taxAmount: centsToDecimal(totals.tax),
      totalAmount: centsToDecimal(totals.total),
      paymentMethod: sale.paymentMethod,
      customerId: sale.customer === null ? null : ids.customers[sale.customer]!,
      status: 'completed',
      cashTendered: cash ? centsToDecimal(tendered(totals.total)) : null,
      changeDue: cash ? centsToDecimal(tendered(totals.total) - totals.total) : null,
      createdAt: new Date(sale.at),
    });
    for (const line of sale.lines) {
      movements.push({
        merchantId: ids.merchantId,
        productId: ids.products[line.product]!,
        delta: -line.quantity,
        reason: 'sale',
        referenceType: 'pos_sale',
        referenceId: id,
        createdAt: new Date(sale.at),
      });
    }
  }
  return rows;
}

export async function orderRows(tx: Tx, ids: Ids, list: DemoOrder[], movements: Movement[]) {
  const orderList: (typeof orders.$inferInsert)[] = [];
  const items: (typeof orderItems.$inferInsert)[] = [];
  const paid: (typeof payments.$inferInsert)[] = [];
  const { merchantId } = ids;
  const numbers = await reserveNumbers(tx, merchantId, 'order', list.length);
  for (const [index, order] of list.entries()) {
    const id = randomUUID();
    const orderNumber = numbers[index]!;
    const lines = order.lines.map(price);
    const total = lines.reduce((sum, line) => sum + line.total, 0);
    const customerId = ids.customers[order.customer]!;
    const at = new Date(order.at);
    orderList.push({
      id,
      merchantId,
      orderNumber,
      customerId,
      totalAmount: centsToDecimal(total),
      status: order.status,
      paymentStatus: order.paymentStatus,
      paymentMethod: order.paymentMethod,
      createdAt: at,
      updatedAt: order.cancelledAt === null ? at : new Date(order.cancelledAt),
    });
    order.lines.forEach((line, i) => {
      const productId = ids.products[line.product]!;
      items.push({
        merchantId,
        orderId: id,
        productId,
        productName: lines[i]!.product.name,
        quantity: line.quantity,
        unitPrice: centsToDecimal(lines[i]!.unitPrice),
        totalPrice: centsToDecimal(lines[i]!.total),
      });
      const reference = { merchantId, productId, referenceType: 'order', referenceId: id };
      movements.push({
        ...reference,
        delta: -line.quantity,
        reason: 'order_reserved',
        createdAt: at,
      });
      if (order.cancelledAt !== null) {
        const back = new Date(order.cancelledAt);
        movements.push({
          ...reference,
          delta: line.quantity,
          reason: 'order_cancelled',
          createdAt: back,
        });
      }
    });
    if (order.paymentStatus === 'paid') {
      paid.push({
        merchantId,
        orderId: id,
        customerId,
        amount: centsToDecimal(total),
        method: order.paymentMethod,
        status: 'completed',
        transactionId: `PAY-${orderNumber.slice(4)}`,
        createdAt: at,
      });
    }
  }
  return { orders: orderList, items, payments: paid };
}
