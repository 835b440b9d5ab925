import { describe, expect, it } from 'vitest';
import { ERASED_CUSTOMER_NAME, PRIVACY_MESSAGES } from '@shared/customers/privacy.schemas';
import { call } from '@server/test/test-app';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { creditOrder } from '@server/test/credit-orders';
import { insertProduct } from '@server/test/fixtures';
import { cashierAndManager } from '@server/test/shop-staff';
import { placeOrder, ringUp } from '@server/test/trading';

/** POPIA (issue 33): erasing a customer forgets the person and keeps the shop's totals. */
const t = appFixture();
const a = merchantFixture(t);
const b = merchantFixture(t);

const NAME = 'Thandiwe Mokoena';
const PHONE = '+27831234567';

async function customer(token: string, name = NAME, phone = '083 123 4567') {
  const created = await call(t.app, 'POST', '/api/customers', { token, body: { name, phone } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string };
}

/** Every list a customer's name or phone shows in, as one text. */
async function lists(token: string) {
  const paths = [
    '/api/customers',
    `/api/customers?search=${encodeURIComponent('Thandiwe')}`,
    '/api/customers?search=0831234567',
    '/api/credit-accounts',
    '/api/pos-sales',
    '/api/orders',
    '/api/orders?search=Thandiwe',
    '/api/wallets',
    '/api/loyalty-cards',
  ];
  const answers = await Promise.all(paths.map((path) => call(t.app, 'GET', path, { token })));
  for (const [i, answer] of answers.entries()) expect(answer.status, paths[i]).toBe(200);
  return JSON.stringify(answers.map((answer) => answer.body));
}

/** The shop's figures: the dashboards and the book's summary. */
async function totals(token: string) {
  const paths = [
    '/api/analytics/dashboard',
    '/api/analytics/today',
    '/api/credit-accounts/summary',
  ];
  const answers = await Promise.all(paths.map((path) => call(t.app, 'GET', path, { token })));
  for (const [i, answer] of answers.entries()) expect(answer.status, paths[i]).toBe(200);
  return answers.map((answer) => answer.body);
}

describe('erasing a customer', () => {
  it('takes the name and phone out of every list and leaves the totals as they were', async () => {
    const merchantId = a.user.id as string;
    const person = await customer(a.token);
    const product = await insertProduct(t.deps.db, merchantId, { price: '25.00', stock: 50 });
    await ringUp(t, a.token, [[product, 2]], person.id);
    await placeOrder(t, a.token, {
      customerId: person.id,
      status: 'completed',
      items: [{ productId: product.id, quantity: 1 }],
    });
    const account = await call(t.app, 'POST', '/api/credit-accounts', {
      token: a.token,
      body: { customerId: person.id, creditLimit: '300.00' },
    });
    expect(account.status).toBe(201);
    const card = await call(t.app, 'POST', '/api/loyalty-cards', {
      token: a.token,
      body: { customerId: person.id, targetStamps: 5, rewardDescription: 'Free bread' },
    });
    expect(card.status, JSON.stringify(card.body)).toBe(201);

    const before = await lists(a.token);
    expect(before).toContain(NAME);
    expect(before).toContain(PHONE);
    const figures = await totals(a.token);

    const erased = await call(t.app, 'POST', `/api/customers/${person.id}/erase`, {
      token: a.token,
    });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body).toMatchObject({
      name: ERASED_CUSTOMER_NAME,
      phone: '',
      email: null,
      address: null,
    });
    expect(erased.body.erasedAt).toEqual(expect.any(String));

    const after = await lists(a.token);
    expect(after).not.toContain(NAME);
    expect(after).not.toContain(PHONE);
    expect(after).not.toContain('0831234567');
    expect(await totals(a.token)).toEqual(figures);

    // The sales stay on the row, which names no one; the same phone may be a new customer.
    const detail = await call(t.app, 'GET', `/api/customers/${person.id}`, { token: a.token });
    expect(detail.body).toMatchObject({ name: ERASED_CUSTOMER_NAME, phone: '', purchaseCount: 2 });
    expect((await customer(a.token)).id).not.toBe(person.id);
  });

  it('refuses a customer who still owes on the book (422, with the reason)', async () => {
    const { customer: owing } = await creditOrder(t, a.token, a.user.id as string);
    const refused = await call(t.app, 'POST', `/api/customers/${owing.id}/erase`, {
      token: a.token,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'RULE_VIOLATION',
      message: PRIVACY_MESSAGES.owesOnBook,
      details: { reason: 'owes_on_book' },
    });
    const still = await call(t.app, 'GET', `/api/customers/${owing.id}`, { token: a.token });
    expect(still.body.name).toBe(owing.name);
  });

  it("answers another shop's customer 404 and staff 403", async () => {
    const theirs = await customer(b.token, 'Nomsa Khumalo', '084 765 4321');
    const other = await call(t.app, 'POST', `/api/customers/${theirs.id}/erase`, {
      token: a.token,
    });
    expect(other.status).toBe(404);
    const mine = await customer(a.token, 'Kagiso Molefe', '072 222 3333');
    const { manager } = await cashierAndManager(t, a.token);
    const staff = await call(t.app, 'POST', `/api/customers/${mine.id}/erase`, {
      token: manager.token,
    });
    expect(staff.status).toBe(403);
    const stillThere = await call(t.app, 'GET', `/api/customers/${mine.id}`, { token: a.token });
    expect(stillThere.body.name).toBe('Kagiso Molefe');
  });
});
