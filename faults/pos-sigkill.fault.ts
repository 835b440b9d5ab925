import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../e2e/support/server';
import { openDatabase } from '../src/server/db/client';
import { prepareBenchData, type BenchData } from '../src/server/test/load-data';
import { centsToDecimal } from '../src/shared/money/money';
import { saleTotals } from '../src/shared/money/vat';

/**
 * POS sales streamed at a server that is killed with SIGKILL mid-stream and restarted on the
 * same embedded data directory: every sale answered 2xx is there, retries of the unanswered
 * ones (same Idempotency-Key) land exactly once, and for every product
 * initial stock = current stock + units sold.
 */
const INITIAL_STOCK = 1_000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'kasitrade-fault-'));
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Attempt {
  key: string;
  body: string;
  saleId?: string;
}

function saleBody(data: BenchData, n: number) {
  const line = data.basket[n % data.basket.length]!;
  const quantity = 1 + (n % 3);
  const totals = saleTotals([line.priceCents * quantity]);
  return JSON.stringify({
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
}

async function post(baseUrl: string, token: string, attempt: Attempt) {
  const response = await fetch(`${baseUrl}/api/pos-sales`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': attempt.key,
    },
    body: attempt.body,
  });
  if (!response.ok) throw new Error(`sale answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** The bench data comes with weeks of past sales; only the new ones are counted. */
async function countSales(database: Awaited<ReturnType<typeof openDatabase>>, merchantId: string) {
  const result = await database.db.execute(
    sql`select count(*)::int as n from pos_sales where merchant_id = ${merchantId}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('server killed during POS sales', () => {
  it('keeps every answered sale and the stock equation', async () => {
    const setup = await openDatabase({ dataDir });
    const data = await prepareBenchData(setup, { stock: INITIAL_STOCK });
    const salesBefore = await countSales(setup, data.merchantId);
    await setup.close();

    server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: '0' });
    const attempts: Attempt[] = [];
    let n = 0;
    let killed = false;
    const worker = async () => {
      while (!killed) {
        const attempt: Attempt = { key: randomUUID(), body: saleBody(data, n++) };
        attempts.push(attempt);
        try {
          attempt.saleId = await post(server!.baseUrl, data.merchantToken, attempt);
        } catch {
          if (!killed) throw new Error('a sale failed before the kill');
        }
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    while (attempts.filter((a) => a.saleId).length < 40)
      await new Promise((r) => setTimeout(r, 20));
    killed = true;
    await server.stop('SIGKILL');
    await Promise.allSettled(workers);

    server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: '0' });
    const answered = attempts.filter((a) => a.saleId);
    const unanswered = attempts.filter((a) => !a.saleId);
    // A phone retries what it never heard back about, with the same key.
    for (const attempt of unanswered) {
      attempt.saleId = await post(server.baseUrl, data.merchantToken, attempt);
    }
    for (const attempt of answered) {
      expect(await post(server.baseUrl, data.merchantToken, attempt)).toBe(attempt.saleId);
    }
    await server.stop();
    server = undefined;

    const check = await openDatabase({ dataDir });
    try {
      const stored = await check.db.execute(
        sql`select id, items from pos_sales where merchant_id = ${data.merchantId}`,
      );
      const rows = (stored as unknown as { rows: { id: string; items: unknown }[] }).rows;
      const storedIds = new Set(rows.map((r) => r.id));
      for (const attempt of attempts) expect(storedIds.has(attempt.saleId!)).toBe(true);
      expect(rows.length).toBe(salesBefore + attempts.length);

      const result = await check.db.execute(sql`
        select p.id, p.stock,
               coalesce((select -sum(m.delta) from stock_movements m where m.product_id = p.id and m.reason = 'sale'), 0)::int as sold
        from products p where p.merchant_id = ${data.merchantId}`);
      const products = (
        result as unknown as { rows: { id: string; stock: number; sold: number }[] }
      ).rows;
      const unitsSold = new Map<string, number>();
      for (const attempt of attempts) {
        const [line] = (
          JSON.parse(attempt.body) as { items: { productId: string; quantity: number }[] }
        ).items;
        unitsSold.set(line!.productId, (unitsSold.get(line!.productId) ?? 0) + line!.quantity);
      }
      for (const product of products) {
        const sold = unitsSold.get(product.id) ?? 0;
        expect(product.stock + sold).toBe(INITIAL_STOCK);
        expect(product.sold).toBe(sold);
      }
    } finally {
      await check.close();
    }
  });
});
