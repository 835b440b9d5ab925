import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMerchant } from '@server/test/auth-helpers';
import { listOperations } from '@server/test/openapi';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { checkEveryAnswer, type AnswerCheck } from '@server/test/answer-check';

/**
 * docs/design.md "Budgets": no query runs per row. Every merchant GET route without a
 * path id (the lists, the dashboard, the overviews) is read on a small shop and
 * again after the shop has grown; the number of statements must not change.
 * New routes join from the OpenAPI document.
 */
let t: TestApp;
let answers: AnswerCheck;
let statements = 0;
let merchant: Awaited<ReturnType<typeof signUpMerchant>>;

beforeAll(async () => {
  t = await createTestApp(
    { GLOBAL_RATE_LIMIT_PER_MINUTE: '1000000' },
    {
      onQuery: () => (statements += 1),
    },
  );
  answers = checkEveryAnswer(t.app);
  merchant = await signUpMerchant(t);
});
afterAll(() => t.close());

const post = async (url: string, body: unknown) => {
  const res = await call(t.app, 'POST', url, { token: merchant.token, body });
  expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body as { id: string };
};

let serial = 0;
/** Products (some low on stock, so alerts too), customers, orders, till sales, a standing order. */
async function growShop(times: number) {
  for (let i = 0; i < times; i++) {
    serial += 1;
    const product = await post('/api/products', {
      name: `Product ${serial}`,
      price: '10.00',
      stock: serial % 2 === 0 ? 3 : 40,
    });
    const customer = await post('/api/customers', {
      name: `Customer ${serial}`,
      email: `c${serial}@example.co.za`,
      phone: `08200${String(serial).padStart(5, '0')}`,
    });
    await post('/api/orders', {
      customerId: customer.id,
      items: [{ productId: product.id, quantity: 1 }],
    });
    await post('/api/pos-sales', {
      customerId: customer.id,
      items: [{ productId: product.id, quantity: 1, unitPrice: '10.00', subtotal: '10.00' }],
      subtotal: '10.00',
      tax: '1.50',
      total: '11.50',
      paymentMethod: 'cash',
      status: 'completed',
    });
    await post('/api/repeat-orders', {
      customerId: customer.id,
      productId: product.id,
      quantity: 2,
      frequency: 'weekly',
    });
  }
}

async function countStatements(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const routes = listOperations(t.app).filter(
    (op) => op.method === 'GET' && op.pathParams.length === 0 && !op.path.startsWith('/api/dev'),
  );
  for (const { path } of routes) {
    const warm = await call(t.app, 'GET', path, { token: merchant.token });
    if (warm.status !== 200) continue;
    // Read from the database, not from the embedded database's caches.
    t.deps.caches?.catalog.bump(merchant.user.id);
    t.deps.caches?.trading.bump(merchant.user.id);
    const before = statements;
    await call(t.app, 'GET', path, { token: merchant.token });
    counts.set(path, statements - before);
  }
  return counts;
}

describe('merchant reads', () => {
  it('run the same number of statements for a shop of 2 and of 12 of everything', async () => {
    await growShop(2);
    const small = await countStatements();
    await growShop(10);
    const grown = await countStatements();
    expect(small.size).toBeGreaterThan(8);
    expect(Object.fromEntries(grown)).toEqual(Object.fromEntries(small));
  });
});

describe('the OpenAPI document', () => {
  it('declares the schema of every answer this suite received', () => {
    expect(answers.checked()).toBeGreaterThan(10);
  });
});
