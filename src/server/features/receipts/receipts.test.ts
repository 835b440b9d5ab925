import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@server/db/schema/index';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { signUpMerchant } from '@server/test/auth-helpers';
import { insertProduct } from '@server/test/fixtures';

let t: TestApp;
let a: Awaited<ReturnType<typeof signUpMerchant>>;

beforeAll(async () => {
  t = await createTestApp({ RECEIPT_LOOKUPS_PER_MINUTE: '8' });
  a = await signUpMerchant(t);
  await t.deps.db
    .update(users)
    .set({ businessName: 'Thandi <b>Spaza</b>', businessAddress: '12 Vilakazi St, Soweto' })
    .where(eq(users.id, a.user.id as string));
});
afterAll(() => t.close());

async function sale(name: string, price: string) {
  const product = await insertProduct(t.deps.db, a.user.id as string, { name, price, stock: 5 });
  const subtotal = price;
  const tax = (Math.round(Number(price) * 15) / 100).toFixed(2);
  const res = await call(t.app, 'POST', '/api/pos-sales', {
    token: a.token,
    body: {
      items: [{ productId: product.id, quantity: 1, unitPrice: price, subtotal }],
      subtotal,
      tax,
      total: (Number(subtotal) + Number(tax)).toFixed(2),
      paymentMethod: 'cash',
      cashTendered: '100',
    },
  });
  expect(res.status).toBe(201);
  return res.body as { saleNumber: string; receiptToken: string };
}

const open = (token: string) => t.app.inject({ method: 'GET', url: `/r/${token}` });

describe('the customer receipt page /r/{token}', () => {
  let first: Awaited<ReturnType<typeof sale>>;
  let second: Awaited<ReturnType<typeof sale>>;
  beforeAll(async () => {
    first = await sale('Milk <script>alert(1)</script>', '20.00');
    second = await sale('Secret Other Product', '30.00');
  });

  it('shows the one sale with the shop, lines, VAT, total, payment and change, without sign-in', async () => {
    const res = await open(first.receiptToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const html = res.body;
    for (const text of [
      first.saleNumber,
      'Thandi &lt;b&gt;Spaza&lt;/b&gt;',
      '12 Vilakazi St, Soweto',
      '1 x Milk &lt;script&gt;alert(1)&lt;/script&gt; @ R20.00',
      'VAT (15%)',
      'R3.00',
      'R23.00',
      'Cash',
      'R77.00',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain(second.saleNumber);
    expect(html).not.toContain('Secret Other Product');
    expect(html).not.toContain(a.user.id as string);
    expect(Buffer.byteLength(html)).toBeLessThan(4096);
  });

  it('uses a long random token per sale that cannot be guessed or walked', async () => {
    for (const token of [first.receiptToken, second.receiptToken]) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
    expect(first.receiptToken).not.toBe(second.receiptToken);
    const near = `${first.receiptToken.slice(0, -1)}${first.receiptToken.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [near, first.saleNumber, '1', 'A'.repeat(22), `${first.receiptToken}x`]) {
      const res = await open(token);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Receipt not found');
    }
  });

  it('limits lookups per address (429 once past the limit)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await open(first.receiptToken)).statusCode);
    expect(statuses).toContain(429);
  });
});
