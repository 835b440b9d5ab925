import { describe, expect, it } from 'vitest';
import { orders, posSales } from '@server/db/schema/index';
import { call } from '@server/test/test-app';
import { signUpMerchant } from '@server/test/auth-helpers';
import { CUSTOMER_MESSAGES } from '@shared/customers/customers.schemas';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { insertProduct } from '@server/test/fixtures';
import { refundSale } from '@server/test/refunds';
import { ringUp } from '@server/test/trading';

const t = appFixture();
const a = merchantFixture(t);
const b = merchantFixture(t);

const sipho = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sipho Dlamini',
  email: 'Sipho@Example.co.za',
  phone: '082 555 1234',
  address: '12 Vilakazi St, Soweto',
  ...overrides,
});

async function create(token: string, body: Record<string, unknown>) {
  return call(t.app, 'POST', '/api/customers', { token, body });
}

describe('create and edit customers', () => {
  it('creates a customer with the phone normalised and the email lower-cased', async () => {
    const created = await create(a.token, sipho());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Sipho Dlamini',
      email: 'sipho@example.co.za',
      phone: '+27825551234',
      address: '12 Vilakazi St, Soweto',
    });
  });

  it('creates a customer without an email: most spaza customers have none', async () => {
    for (const [phone, email] of [
      ['0821230001', undefined],
      ['0821230002', ''],
      ['0821230003', '   '],
      ['0821230004', null],
    ] as const) {
      const created = await create(a.token, { name: 'Gogo Ndlovu', phone, email });
      expect(created.status, String(email)).toBe(201);
      expect(created.body).toMatchObject({ name: 'Gogo Ndlovu', email: null, address: null });
    }
  });

  it.each([
    ['name', { name: '' }, CUSTOMER_MESSAGES.nameRequired],
    ['name', { name: undefined }, CUSTOMER_MESSAGES.nameRequired],
    ['email', { email: 'not-an-email' }, CUSTOMER_MESSAGES.emailInvalid],
    ['email', { email: 'two@at@example.co.za' }, CUSTOMER_MESSAGES.emailInvalid],
    ['phone', { phone: '' }, CUSTOMER_MESSAGES.phoneRequired],
    ['phone', { phone: '12345' }, CUSTOMER_MESSAGES.phoneInvalid],
  ])('refuses a bad %s with the spec message', async (field, overrides, message) => {
    const response = await create(a.token, sipho({ phone: '0831110000', ...overrides }));
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION');
    expect(response.body.error.details.issues).toContainEqual({ field, message });
  });

  it('refuses a second customer with the same phone in another form (409)', async () => {
    expect((await create(a.token, sipho({ phone: '0721112222' }))).status).toBe(201);
    const again = await create(a.token, sipho({ phone: '+27 72 111 2222' }));
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(CUSTOMER_MESSAGES.phoneTaken);
    // another merchant may have the same person as a customer
    expect((await create(b.token, sipho({ phone: '0721112222' }))).status).toBe(201);
  });

  it('lets one of five simultaneous adds of the same phone through; the others get 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => create(a.token, sipho({ phone: '0734445555' }))),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('edits a customer with PUT and keeps the rules', async () => {
    const created = await create(a.token, sipho({ phone: '0731113333' }));
    const id = created.body.id as string;
    const edited = await call(t.app, 'PUT', `/api/customers/${id}`, {
      token: a.token,
      body: sipho({ name: 'Sipho D.', phone: '0731113333', address: '' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, name: 'Sipho D.', address: null });
    const bad = await call(t.app, 'PUT', `/api/customers/${id}`, {
      token: a.token,
      body: sipho({ email: 'sipho-at-example' }),
    });
    expect(bad.status).toBe(400);
    const noEmail = await call(t.app, 'PUT', `/api/customers/${id}`, {
      token: a.token,
      body: sipho({ phone: '0731113333', email: '' }),
    });
    expect(noEmail.status).toBe(200);
    expect(noEmail.body.email).toBeNull();
    const taken = await call(t.app, 'PUT', `/api/customers/${id}`, {
      token: a.token,
      body: sipho({ phone: '0721112222' }),
    });
    expect(taken.status).toBe(409);
  });

  it('needs a merchant session', async () => {
    expect((await call(t.app, 'GET', '/api/customers')).status).toBe(401);
    expect((await create('x'.repeat(40), sipho())).status).toBe(401);
  });
});

describe('list and search', () => {
  it('searches by name or by phone in any form, paginated', async () => {
    const m = await signUpMerchant(t);
    await create(m.token, sipho({ name: 'Lerato Nkosi', phone: '0611234567' }));
    await create(m.token, sipho({ name: 'Lindiwe Zulu', phone: '0617654321' }));
    await create(m.token, sipho({ name: 'Mandla Khumalo', phone: '0799999999' }));

    const all = await call(t.app, 'GET', '/api/customers?pageSize=2', { token: m.token });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(all.body.items.map((c: { name: string }) => c.name)).toEqual([
      'Lerato Nkosi',
      'Lindiwe Zulu',
    ]);
    const page2 = await call(t.app, 'GET', '/api/customers?pageSize=2&page=2', { token: m.token });
    expect(page2.body.items.map((c: { name: string }) => c.name)).toEqual(['Mandla Khumalo']);

    const byName = await call(t.app, 'GET', '/api/customers?search=lin', { token: m.token });
    expect(byName.body.items.map((c: { name: string }) => c.name)).toEqual(['Lindiwe Zulu']);
    for (const phone of ['0611234567', '+27611234567', '061 123', '1234567']) {
      const found = await call(t.app, 'GET', `/api/customers?search=${encodeURIComponent(phone)}`, {
        token: m.token,
      });
      expect(
        found.body.items.map((c: { name: string }) => c.name),
        phone,
      ).toEqual(['Lerato Nkosi']);
    }
    const wildcard = await call(t.app, 'GET', '/api/customers?search=%25', { token: m.token });
    expect(wildcard.body.total).toBe(0);
  });
});

describe('tenancy', () => {
  it("never shows or changes another merchant's customers", async () => {
    const created = await create(a.token, sipho({ name: 'Only A', phone: '0741114444' }));
    const id = created.body.id as string;
    const list = await call(t.app, 'GET', '/api/customers?search=Only%20A', { token: b.token });
    expect(list.body.total).toBe(0);
    expect((await call(t.app, 'GET', `/api/customers/${id}`, { token: b.token })).status).toBe(404);
    const put = await call(t.app, 'PUT', `/api/customers/${id}`, {
      token: b.token,
      body: sipho({ phone: '0741114444' }),
    });
    expect(put.status).toBe(404);
    const missing = await call(t.app, 'GET', `/api/customers/${crypto.randomUUID()}`, {
      token: a.token,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Customer not found');
  });
});

describe('purchase history', () => {
  it('lists orders and till sales newest first with totals that skip cancelled orders', async () => {
    const created = await create(a.token, sipho({ name: 'Buyer', phone: '0751115555' }));
    const customerId = created.body.id as string;
    const merchantId = a.user.id as string;
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await t.deps.db.insert(orders).values([
      {
        merchantId,
        customerId,
        orderNumber: 'ORD-900001',
        totalAmount: '100.00',
        createdAt: day(1),
      },
      {
        merchantId,
        customerId,
        orderNumber: 'ORD-900002',
        totalAmount: '50.00',
        status: 'cancelled',
        createdAt: day(3),
      },
    ]);
    await t.deps.db.insert(posSales).values({
      merchantId,
      customerId,
      saleNumber: 'SALE-900001',
      items: [],
      subtotal: '20.00',
      taxAmount: '3.00',
      totalAmount: '23.00',
      paymentMethod: 'cash',
      createdAt: day(2),
    });
    const detail = await call(t.app, 'GET', `/api/customers/${customerId}`, { token: a.token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ name: 'Buyer', purchaseCount: 2, totalSpent: '123.00' });
    expect(detail.body.purchases.map((p: { number: string }) => p.number)).toEqual([
      'ORD-900002',
      'SALE-900001',
      'ORD-900001',
    ]);
    expect(detail.body.purchases[1]).toMatchObject({
      kind: 'sale',
      totalAmount: '23.00',
      paymentMethod: 'cash',
      status: 'completed',
    });
  });
});

describe('a customer till sale in the purchase history', () => {
  it('says completed, partially refunded, then refunded as its refunds come back', async () => {
    const merchantId = a.user.id as string;
    const customer = await create(a.token, sipho({ phone: '0821239876' }));
    const item = await insertProduct(t.deps.db, merchantId, { price: '10.00', stock: 10 });
    const sale = await ringUp(t, a.token, [[item, 2]], customer.body.id);
    const statusOf = async () =>
      (await call(t.app, 'GET', `/api/customers/${customer.body.id}`, { token: a.token })).body
        .purchases[0].status;
    expect(await statusOf()).toBe('completed');
    const back = { lines: [{ productId: item.id, quantity: 1 }], reason: 'returned' };
    expect((await refundSale(t, a.token, sale.id, back)).status).toBe(201);
    expect(await statusOf()).toBe('partially_refunded');
    expect((await refundSale(t, a.token, sale.id, back)).status).toBe(201);
    expect(await statusOf()).toBe('refunded');
  });
});
