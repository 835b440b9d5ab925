import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/server/db/client';
import type { BenchData } from '../../src/server/test/load-data';
import { centsToDecimal } from '../../src/shared/money/money';
import { saleTotals } from '../../src/shared/money/vat';

/** One sale a phone tried to make: its key is reused on every retry. */
export interface SaleAttempt {
  key: string;
  body: string;
  saleId?: string;
}

/** The n-th sale of a stream: one line of a basket product, 1 to 3 units, paid in cash. */
export function nextSale(data: BenchData, n: number): SaleAttempt {
  const line = data.basket[n % data.basket.length]!;
  const quantity = 1 + (n % 3);
  const totals = saleTotals([line.priceCents * quantity]);
  const body = JSON.stringify({
    customerId: null,
    items: [
      {
        productId: line.productId,
        quantity,
        unitPrice: centsToDecimal(line.priceCents),
        subtotal: centsToDecimal(line.priceCents * quantity),
      },
    ],
    subtotal: centsToDecimal(totals.subtotal),
    tax: centsToDecimal(totals.tax),
    total: centsToDecimal(totals.total),
    paymentMethod: 'cash',
    status: 'completed',
  });
  return { key: randomUUID(), body };
}

/** Sends a sale with its Idempotency-Key; records the sale id when answered 2xx. */
export async function sendSale(baseUrl: string, token: string, attempt: SaleAttempt) {
  const response = await fetch(`${baseUrl}/api/pos-sales`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': attempt.key,
    },
    body: attempt.body,
  });
  const body = (await response.json().catch(() => null)) as {
    id?: string;
    error?: { code: string };
  } | null;
  if (response.ok) attempt.saleId = body?.id;
  return { status: response.status, code: body?.error?.code, id: body?.id };
}

export async function countSales({ db }: Database, merchantId: string) {
  const result = await db.execute(
    sql`select count(*)::int as n from pos_sales where merchant_id = ${merchantId}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

/**
 * Every answered sale is stored, exactly one sale per attempt, and for every product
 * initial stock = current stock + units sold, with sale movements summing to the units sold.
 */
export async function expectSalesAndStockKept(
  { db }: Database,
  data: BenchData,
  attempts: SaleAttempt[],
  salesBefore: number,
  initialStock: number,
) {
  const stored = await db.execute(
    sql`select id from pos_sales where merchant_id = ${data.merchantId}`,
  );
  const ids = new Set((stored as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
  for (const attempt of attempts) expect(ids.has(attempt.saleId!)).toBe(true);
  expect(ids.size).toBe(salesBefore + attempts.length);

  const result = await db.execute(sql`
    select p.id, p.stock,
           coalesce((select -sum(m.delta) from stock_movements m
                     where m.product_id = p.id and m.reason = 'sale'), 0)::int as sold
    from products p where p.merchant_id = ${data.merchantId}`);
  const products = (result as unknown as { rows: { id: string; stock: number; sold: number }[] })
    .rows;
  const unitsSold = new Map<string, number>();
  for (const attempt of attempts) {
    const [line] = (
      JSON.parse(attempt.body) as { items: { productId: string; quantity: number }[] }
    ).items;
    unitsSold.set(line!.productId, (unitsSold.get(line!.productId) ?? 0) + line!.quantity);
  }
  for (const product of products) {
    const sold = unitsSold.get(product.id) ?? 0;
    expect({ product: product.id, stock: product.stock + sold, sold: product.sold }).toEqual({
      product: product.id,
      stock: initialStock,
      sold,
    });
  }
}
