import { eq, getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index';
import { DEMO, seedDemoData } from '../seed/seed-demo';
import { createSession } from '../domain/accounts/sessions';
import { insertMerchant, insertProduct } from '../test/fixtures';
import { exampleOf, fillPath, listOperations, type Operation } from '../test/openapi';
import { MERCHANT_TABLES, rowCounts } from '../test/row-counts';
import { call, createTestApp, type TestApp } from '../test/test-app';
import { checkEveryAnswer, type AnswerCheck } from '../test/answer-check';

/**
 * Merchant A is the demo shop with weeks of trading; merchant B has a little data of its own.
 * For every documented merchant route taking an id, B using A's id gets 404 and A's data does
 * not change; no list B can read contains A's rows. Routes are read from the OpenAPI document,
 * so a new route is covered as soon as it exists.
 */
let t: TestApp;
let answers: AnswerCheck;
let merchantA: string;
let tokenB: string;
let ownProductB: string;
const idsOfA = new Map<string, string[]>();
let operations: Operation[];

/** The table an id path parameter points into: by its name, else by the path segment before it. */
const TABLE_BY_SEGMENT: Record<string, string> = {
  products: 'products',
  categories: 'categories',
  brands: 'brands',
  suppliers: 'suppliers',
  promotions: 'promotions',
  customers: 'customers',
  orders: 'orders',
  'pos-sales': 'pos_sales',
  'shop-staff': 'shop_staff',
  'credit-accounts': 'credit_accounts',
  'stock-alerts': 'stock_alerts',
  'stock-takes': 'stock_takes',
  'stock-receipts': 'stock_receipts',
  'purchase-orders': 'purchase_orders',
  shifts: 'shifts',
  'repeat-orders': 'repeat_orders',
  'loyalty-cards': 'loyalty_cards',
  wallets: 'customers',
  payments: 'payments',
  'float-deposits': 'float_deposits',
  'micro-lending': 'micro_loans',
  repay: 'micro_loans',
};
const TABLE_BY_PARAM: Record<string, string> = {
  customerId: 'customers',
  productId: 'products',
  brandId: 'brands',
  orderId: 'orders',
};

/**
 * Path parameters that name no row of another shop: a document kind of the shop's own folder
 * (/api/compliance/photos/{kind}) and an inspector link's secret token. Their tenancy is tested
 * where they live (features/compliance), with another shop's real token.
 */
const NOT_A_ROW = new Set(['kind', 'token']);
const pointsIntoRows = (op: Operation) => op.pathParams.every((p) => !NOT_A_ROW.has(p));

function tableFor(op: Operation, param: string): string {
  if (TABLE_BY_PARAM[param]) return TABLE_BY_PARAM[param];
  const segments = op.path.split('/');
  const segment = segments[segments.indexOf(`{${param}}`) - 1] ?? '';
  const table = TABLE_BY_SEGMENT[segment];
  if (!table) throw new Error(`${op.method} ${op.path}: say which table {${param}} points into`);
  return table;
}

const isMerchantRoute = (op: Operation) =>
  !/^\/api\/(admin|users|employees|auth|dev|health|docs)(\/|$)/.test(op.path);

beforeAll(async () => {
  t = await createTestApp();
  answers = checkEveryAnswer(t.app);
  const { db } = t.deps;
  await seedDemoData(db, () => new Date());
  const [demo] = await db.select().from(users).where(eq(users.username, DEMO.merchant.username));
  merchantA = demo!.id;
  const b = await insertMerchant(db, 'Other Spaza');
  tokenB = await createSession(db, b.id, 1, {});
  ownProductB = (await insertProduct(db, b.id, { name: 'Other shop bread' })).id;
  // B's own open shift, so its X report (GET /api/shifts/current) answers 200.
  await call(t.app, 'POST', '/api/shifts', { token: tokenB, body: { openingFloat: '0.00' } });
  for (const table of MERCHANT_TABLES) {
    if (!('id' in table)) continue;
    const name = getTableName(table);
    const result = await db.execute(
      sql.raw(`select id::text as id from "${name}" where merchant_id = '${merchantA}'`),
    );
    idsOfA.set(
      name,
      (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id),
    );
  }
  operations = listOperations(t.app).filter(isMerchantRoute).filter(pointsIntoRows);
});
afterAll(() => t.close());

describe('tenant isolation', () => {
  it('the demo shop has rows in every table a merchant route points into', () => {
    const used = new Set(
      operations.flatMap((op) => op.pathParams.map((param) => tableFor(op, param))),
    );
    const empty = [...used].filter((table) => (idsOfA.get(table)?.length ?? 0) === 0);
    expect(empty).toEqual([]);
  });

  it("answers 404 to merchant B for every route given merchant A's ids, changing nothing", async () => {
    const before = await rowCounts(t.deps.db);
    const withIds = operations.filter((op) => op.pathParams.length > 0);
    expect(withIds.length).toBeGreaterThan(5);
    for (const op of withIds) {
      const url = fillPath(op.path, (param) => idsOfA.get(tableFor(op, param))![0]!);
      const body = op.method === 'GET' || op.method === 'DELETE' ? undefined : exampleOf(op.body);
      const response = await call(t.app, op.method, url, { token: tokenB, body });
      const route = `${op.method} ${op.path}`;
      const answer =
        response.status === 404 ? 404 : `${response.status} ${JSON.stringify(response.body)}`;
      expect({ route, answer }).toEqual({ route, answer: 404 });
    }
    const after = await rowCounts(t.deps.db);
    const changed = Object.keys(before).filter(
      (name) => before[name] !== after[name] && name !== 'sessions',
    );
    expect(changed).toEqual([]);
  });

  it("never shows merchant A's rows in a list of merchant B", async () => {
    const allOfA = [...idsOfA.values()].flat();
    const lists = operations.filter((op) => op.method === 'GET' && op.pathParams.length === 0);
    expect(lists.length).toBeGreaterThan(5);
    for (const op of lists) {
      const response = await call(t.app, 'GET', op.path, { token: tokenB });
      expect({ route: op.path, status: response.status }).toEqual({ route: op.path, status: 200 });
      const text = JSON.stringify(response.body);
      const leaked = allOfA.filter((id) => text.includes(id));
      expect({ route: op.path, leaked }).toEqual({ route: op.path, leaked: [] });
    }
    const products = await call(t.app, 'GET', '/api/products', { token: tokenB });
    expect(JSON.stringify(products.body)).toContain(ownProductB);
  });
});

describe('the OpenAPI document', () => {
  it('declares the schema of every answer this suite received', () => {
    expect(answers.checked()).toBeGreaterThan(10);
  });
});
