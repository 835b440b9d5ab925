import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@server/db/schema/index';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { signUpMerchant } from '@server/test/auth-helpers';
import { insertCustomer, insertProduct } from '@server/test/fixtures';
import type { PosSaleInstalment } from '@shared/pos/pos.schemas';
import { formatDay } from '@shared/time/format';
import { centsToDecimal, toCents } from '@shared/money/money';
import { vatOn } from '@shared/money/vat';

let t: TestApp;
let a: Awaited<ReturnType<typeof signUpMerchant>>;

beforeAll(async () => {
  t = await createTestApp({ RECEIPT_LOOKUPS_PER_MINUTE: '20' });
  a = await signUpMerchant(t);
  await t.deps.db
    .update(users)
    .set({ businessName: 'Thandi <b>Spaza</b>', businessAddress: '12 Vilakazi St, Soweto' })
    .where(eq(users.id, a.user.id as string));
});
afterAll(() => t.close());

async function sale(name: string, price: string, extra: Record<string, unknown> = {}) {
  const product = await insertProduct(t.deps.db, a.user.id as string, { name, price, stock: 5 });
  const subtotal = price;
  const tax = centsToDecimal(vatOn(toCents(price)!));
  const res = await call(t.app, 'POST', '/api/pos-sales', {
    token: a.token,
    body: {
      items: [{ productId: product.id, quantity: 1, unitPrice: price, subtotal }],
      subtotal,
      tax,
      total: (Number(subtotal) + Number(tax)).toFixed(2),
      paymentMethod: 'cash',
      cashTendered: '100',
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  return res.body as { saleNumber: string; receiptToken: string; instalments: PosSaleInstalment[] };
}

const open = (token: string, acceptLanguage?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/r/${token}`,
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });

/** The owner's account language, as the app sets it. */
async function ownerChooses(language: string) {
  const res = await call(t.app, 'PUT', '/api/auth/language', {
    token: a.token,
    body: { language },
  });
  expect(res.status).toBe(200);
}

/** What every receipt page keeps, in any language: one sale, escaped, no script, under 4 KB. */
function expectSafe(html: string) {
  expect(html).toContain('Thandi &lt;b&gt;Spaza&lt;/b&gt;');
  expect(html).not.toContain('<script');
  expect(html).not.toContain('<b>');
  expect(html).not.toContain('Secret Other Product');
  expect(html).not.toMatch(/NaN|undefined/);
  expect(Buffer.byteLength(html)).toBeLessThan(4096);
}

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
    expect(res.headers.vary).toMatch(/accept-language/i);
    const html = res.body;
    expect(html).toContain('<html lang="en">');
    for (const text of [
      `<title>Receipt ${first.saleNumber}</title>`,
      `Sale ${first.saleNumber}`,
      'Thandi &lt;b&gt;Spaza&lt;/b&gt;',
      '12 Vilakazi St, Soweto',
      '1 x Milk &lt;script&gt;alert(1)&lt;/script&gt; @ R20.00',
      '<td>Subtotal</td><td>R20.00</td>',
      '<td>VAT (15%)</td><td>R3.00</td>',
      '<tr class="t"><td>Total</td><td>R23.00</td></tr>',
      '<td>Payment method</td><td>Cash</td>',
      '<td>Cash received</td><td>R100.00</td>',
      '<tr class="t"><td>Change</td><td>R77.00</td></tr>',
      'Thank you for shopping with us',
    ]) {
      expect(html).toContain(text);
    }
    expectSafe(html);
    expect(html).not.toContain(second.saleNumber);
    expect(html).not.toContain(a.user.id as string);
  });

  it('speaks the customer’s browser language when it is one of ours: isiZulu', async () => {
    const res = await open(first.receiptToken, 'zu-ZA,zu;q=0.9,en;q=0.8');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="zu">');
    for (const text of [
      `<title>Irisidi ${first.saleNumber}</title>`,
      `Ukuthengisa ${first.saleNumber}`,
      '1 x Milk &lt;script&gt;alert(1)&lt;/script&gt; @ R20.00',
      '<td>Isamba esincane</td><td>R20.00</td>',
      '<td>I-VAT (15%)</td><td>R3.00</td>',
      '<td>Isamba</td><td>R23.00</td>',
      '<td>Indlela yokukhokha</td><td>Ukheshi</td>',
      '<td>Ukheshi otholiwe</td><td>R100.00</td>',
      '<td>Ushintshi</td><td>R77.00</td>',
      'Siyabonga ngokuthenga kithi',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toMatch(/Subtotal|Total|Payment method|Thank you/);
    expectSafe(html);
  });

  it('speaks the owner’s account language when the browser names none of ours', async () => {
    await ownerChooses('zu');
    for (const header of [undefined, 'fr-FR,fr;q=0.9']) {
      const html = (await open(first.receiptToken, header)).body;
      expect(html).toContain('<html lang="zu">');
      expect(html).toContain('<td>Isamba</td><td>R23.00</td>');
      expectSafe(html);
    }
    // The customer's own language still comes first.
    const afrikaans = (await open(first.receiptToken, 'af')).body;
    expect(afrikaans).toContain('<html lang="af">');
    expect(afrikaans).toContain('<td>Totaal</td><td>R23.00</td>');
    await ownerChooses('en');
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

  it('lists a credit sale’s instalments with their due dates, in the page’s language', async () => {
    const customer = await insertCustomer(t.deps.db, a.user.id as string, { name: 'Sipho' });
    const account = await call(t.app, 'POST', '/api/credit-accounts', {
      token: a.token,
      body: { customerId: customer.id, creditLimit: '500.00', status: 'active' },
    });
    expect(account.status).toBe(201);
    const credit = await sale('Maize Meal', '40.00', {
      customerId: customer.id,
      paymentMethod: 'credit',
      cashTendered: undefined,
      instalments: 2,
    });
    const [one, two] = credit.instalments;
    expect(credit.instalments).toHaveLength(2);
    const english = (await open(credit.receiptToken)).body;
    expect(english).toContain('<td>Payment method</td><td>Credit</td>');
    expect(english).toContain(
      `<h2>Instalments</h2><table><tr><td>1. due ${formatDay(one!.dueDate)}</td><td>R23.00</td></tr>` +
        `<tr><td>2. due ${formatDay(two!.dueDate)}</td><td>R23.00</td></tr></table>`,
    );
    expect(english).not.toContain('Sipho');
    const zulu = (await open(credit.receiptToken, 'zu')).body;
    expect(zulu).toContain('<h2>Izitolimende</h2>');
    expect(zulu).toContain(`<td>2. kufanele ngo-${formatDay(two!.dueDate)}</td><td>R23.00</td>`);
    expect(Buffer.byteLength(zulu)).toBeLessThan(4096);
    // A cash sale has none.
    expect((await open(first.receiptToken)).body).not.toContain('<h2>');
  });

  it('says a receipt is not found in the browser’s language, without naming any shop', async () => {
    const res = await open('A'.repeat(22), 'zu');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="zu">');
    expect(res.body).toContain('<h1>Irisidi ayitholakalanga</h1>');
    expect(res.body).toContain('Hlola ilinki oyithunyelwe.');
    expect(res.body).not.toMatch(/Spaza|<script/);
    expect((await open('A'.repeat(22))).body).toContain('<html lang="en">');
  });

  it('limits lookups per address (429 once past the limit)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) statuses.push((await open(first.receiptToken)).statusCode);
    expect(statuses).toContain(429);
  });
});
