import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { HOUR_MS, addDays, johannesburgDate } from '@shared/time/johannesburg';
import { centsToDecimal, toCents } from '@shared/money/money';
import { vatOn } from '@shared/money/vat';
import {
  stockBatches,
  stockReceipts,
  stockWriteOffs,
  suppliers,
  users,
} from '@server/db/schema/index';
import { signUpMerchant } from '@server/test/auth-helpers';
import { insertCustomer, insertProduct } from '@server/test/fixtures';
import { multipartFile } from '@server/test/multipart';
import { call, createTestApp, type TestApp } from '@server/test/test-app';

let t: TestApp;
let shop: Awaited<ReturnType<typeof signUpMerchant>>;
let merchantId: string;
const DAY = 24 * HOUR_MS;

const PERMIT = 'JHB-TP-2026-0042';
const CUSTOMER = 'Nomsa Khumalo';

const inspect = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/inspect/${token}`, headers });
const newLink = async (headers: Record<string, string> = {}) => {
  const res = await call(t.app, 'POST', '/api/compliance/inspector-links', {
    token: shop.token,
    body: {},
    headers,
  });
  expect(res.status).toBe(201);
  return res.body as { url: string; token: string; expiresAt: string };
};

beforeAll(async () => {
  t = await createTestApp();
  shop = await signUpMerchant(t);
  merchantId = shop.user.id as string;
  const { db } = t.deps;
  await db
    .update(users)
    .set({
      businessName: 'Thandi Spaza',
      legalName: 'Thandi Trading (Pty) Ltd',
      businessAddress: '12 Vilakazi St, Soweto',
      vatRegistered: true,
      vatNumber: '4123456789',
    })
    .where(eq(users.id, merchantId));
  const today = johannesburgDate(t.deps.clock());
  await call(t.app, 'PUT', '/api/compliance', {
    token: shop.token,
    body: {
      tradingPermit: {
        number: PERMIT,
        municipality: 'City of Johannesburg',
        expiresOn: addDays(today, 200),
      },
      certificateOfAcceptability: { number: 'COA/R638/1187', expiresOn: addDays(today, 20) },
      pestControlVisitOn: addDays(today, -14),
    },
  });
  const soap = await insertProduct(db, merchantId, {
    name: 'Sunlight Soap',
    price: '21.99',
    costPrice: '17.35',
    stock: 30,
  });
  const amasi = await insertProduct(db, merchantId, { name: 'Amasi 2L', price: '32.99', stock: 4 });
  const biscuits = await insertProduct(db, merchantId, {
    name: 'Tennis Biscuits',
    price: '24.99',
    stock: 3,
  });
  const bread = await insertProduct(db, merchantId, {
    name: 'Albany Bread',
    price: '18.99',
    stock: 9,
  });
  // A delivery today, through the API; one 120 days ago, straight into the table.
  const [supplier] = await db
    .insert(suppliers)
    .values({ merchantId, name: 'Makro Crown Mines', contact: 'Thabo' })
    .returning();
  const received = await call(t.app, 'POST', '/api/stock-receipts', {
    token: shop.token,
    body: {
      supplierId: supplier!.id,
      invoiceNumber: 'INV-7781',
      lines: [{ productId: soap.id, quantity: 12, unitCost: '17.35' }],
    },
  });
  expect(received.status, JSON.stringify(received.body)).toBe(201);
  const [old] = await db
    .insert(suppliers)
    .values({ merchantId, name: 'Old Wholesale Co', contact: 'Pieter' })
    .returning();
  const longAgo = new Date(t.deps.clock().getTime() - 120 * DAY);
  await db.insert(stockReceipts).values({
    merchantId,
    number: 'REC-000900',
    supplierId: old!.id,
    totalCost: '100.00',
    createdAt: longAgo,
  });
  // Use-by stock past its date on the shelf; best-before past its date is legal to sell.
  await db.insert(stockBatches).values([
    {
      merchantId,
      productId: amasi.id,
      expiryDate: addDays(today, -3),
      dateMark: 'use_by',
      quantityReceived: 4,
      quantity: 4,
    },
    {
      merchantId,
      productId: biscuits.id,
      expiryDate: addDays(today, -3),
      dateMark: 'best_before',
      quantityReceived: 3,
      quantity: 3,
    },
  ]);
  // A write-off today through the API, one 120 days ago straight into the table.
  const writtenOff = await call(t.app, 'POST', `/api/products/${soap.id}/write-offs`, {
    token: shop.token,
    body: { quantity: 2, reason: 'damaged' },
  });
  expect(writtenOff.status, JSON.stringify(writtenOff.body)).toBe(201);
  await db.insert(stockWriteOffs).values({
    merchantId,
    productId: bread.id,
    quantity: 5,
    reason: 'expired',
    createdAt: longAgo,
  });
  // A sale to a named customer: neither may show on the inspector's page.
  const customer = await insertCustomer(db, merchantId, { name: CUSTOMER });
  const tax = centsToDecimal(vatOn(toCents('21.99')!));
  const sale = await call(t.app, 'POST', '/api/pos-sales', {
    token: shop.token,
    body: {
      customerId: customer.id,
      items: [{ productId: soap.id, quantity: 1, unitPrice: '21.99', subtotal: '21.99' }],
      subtotal: '21.99',
      tax,
      total: (21.99 + Number(tax)).toFixed(2),
      paymentMethod: 'cash',
      cashTendered: '50',
    },
  });
  expect(sale.status, JSON.stringify(sale.body)).toBe(201);
  saleNumber = sale.body.saleNumber as string;
});
afterAll(() => t.close());

let saleNumber = '';

describe("the inspector's link", () => {
  it('is made with a random URL-safe token of at least 22 characters, for 24 hours', async () => {
    const before = t.deps.clock().getTime();
    const link = await newLink({ 'x-forwarded-host': 'evil.example' });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(link.url).toBe(`http://localhost:80/inspect/${link.token}`);
    expect(Date.parse(link.expiresAt) - before).toBeGreaterThanOrEqual(24 * HOUR_MS);
    expect(Date.parse(link.expiresAt) - before).toBeLessThan(24 * HOUR_MS + 60_000);
    expect((await newLink()).token).not.toBe(link.token);
    const listed = await call(t.app, 'GET', '/api/compliance/inspector-links', {
      token: shop.token,
    });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(link.token);
    expect(listed.body.map((l: { hint: string }) => l.hint)).toContain(link.token.slice(0, 4));
  });

  it('opens the pack with no sign-in: the shop, its permit and certificate, nothing of its trade', async () => {
    const { token } = await newLink();
    const res = await inspect(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const page = res.body;
    for (const shown of [
      'Thandi Spaza',
      'Thandi Trading (Pty) Ltd',
      '12 Vilakazi St, Soweto',
      '4123456789',
      PERMIT,
      'City of Johannesburg',
      'COA/R638/1187',
      'Expires within 30 days',
      'Last visit',
    ])
      expect(page).toContain(shown);
    expect(page).not.toMatch(/<script|<nav/);
    // No sale, no customer, no money: not the buyer, the sale, a price, a cost or a total.
    for (const hidden of [
      CUSTOMER,
      saleNumber,
      'SALE-',
      '21.99',
      '17.35',
      '25.29',
      '208.20',
      'R ',
      'R1',
    ])
      expect({ hidden, shown: page.includes(hidden) }).toEqual({ hidden, shown: false });
  });

  it('reports use-by stock past its date and the write-offs and deliveries of the last 90 days', async () => {
    const page = (await inspect((await newLink()).token)).body;
    expect(page).toContain('Amasi 2L');
    expect(page).not.toContain('Tennis Biscuits');
    expect(page).toContain('Sunlight Soap');
    expect(page).toContain('Damaged');
    expect(page).not.toContain('Albany Bread');
    expect(page).toMatch(/Makro Crown Mines<\/td><td>REC-\d{6} \(invoice INV-7781\), /);
    expect(page).not.toContain('REC-000900');
    expect(page).not.toContain('Old Wholesale Co');
  });

  it("links the documents' photos through the same token", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const { payload, headers } = multipartFile('file', png, 'permit.png', 'image/png');
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: '/api/compliance/photos/trading_permit',
      headers: { ...headers, authorization: `Bearer ${shop.token}` },
      payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const { token } = await newLink();
    const page = (await inspect(token)).body;
    expect(page).toContain(`href="/inspect/${token}/photos/trading_permit"`);
    expect(page).not.toContain('/photos/certificate_of_acceptability');
    const photo = await t.app.inject({
      method: 'GET',
      url: `/inspect/${token}/photos/trading_permit`,
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(png)).toBe(true);
    const none = await t.app.inject({
      method: 'GET',
      url: `/inspect/${token}/photos/pest_control`,
    });
    expect(none.statusCode).toBe(404);
  });

  it('speaks the browser’s language when it is one of ours, else the owner’s', async () => {
    const { token } = await newLink();
    const zulu = await inspect(token, { 'accept-language': 'zu-ZA,zu;q=0.9' });
    expect(zulu.body).toContain('<html lang="zu">');
    expect(zulu.body).toContain('Iphakethe lokuhlola: Thandi Spaza');
    expect((await inspect(token, { 'accept-language': 'fr' })).body).toContain('<html lang="en">');
  });

  it('is 404 once revoked, by its token or its listed id; another shop cannot revoke it', async () => {
    const link = await newLink();
    const other = await signUpMerchant(t);
    const theirs = await call(t.app, 'DELETE', `/api/compliance/inspector-links/${link.token}`, {
      token: other.token,
    });
    expect(theirs.status).toBe(404);
    expect((await inspect(link.token)).statusCode).toBe(200);
    const revoked = await call(t.app, 'DELETE', `/api/compliance/inspector-links/${link.token}`, {
      token: shop.token,
    });
    expect(revoked.status).toBe(204);
    const gone = await inspect(link.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('This inspection link has expired or was withdrawn');
    expect(gone.body).not.toContain('Thandi');
    const photo = await t.app.inject({
      method: 'GET',
      url: `/inspect/${link.token}/photos/trading_permit`,
    });
    expect(photo.statusCode).toBe(404);
    const again = await call(t.app, 'DELETE', `/api/compliance/inspector-links/${link.token}`, {
      token: shop.token,
    });
    expect(again.status).toBe(404);

    const second = await newLink();
    const listed = await call(t.app, 'GET', '/api/compliance/inspector-links', {
      token: shop.token,
    });
    const { id } = listed.body.find((l: { hint: string }) => l.hint === second.token.slice(0, 4));
    const byId = await call(t.app, 'DELETE', `/api/compliance/inspector-links/${id}`, {
      token: shop.token,
    });
    expect(byId.status).toBe(204);
    expect((await inspect(second.token)).statusCode).toBe(404);
    expect((await inspect('A'.repeat(32))).statusCode).toBe(404);
  });

  it('is 404 after 24 hours, and leaves the list', async () => {
    const link = await newLink();
    t.advance(24 * HOUR_MS - 60_000);
    expect((await inspect(link.token)).statusCode).toBe(200);
    t.advance(2 * 60_000);
    expect((await inspect(link.token)).statusCode).toBe(404);
    const listed = await call(t.app, 'GET', '/api/compliance/inspector-links', {
      token: shop.token,
    });
    expect(listed.body.some((l: { hint: string }) => l.hint === link.token.slice(0, 4))).toBe(
      false,
    );
  });
});

describe("the inspector's page, configured", () => {
  it('names the public address when one is set, and answers 429 past the lookups allowed', async () => {
    const app = await createTestApp({
      RECEIPT_LOOKUPS_PER_MINUTE: '3',
      PUBLIC_URL: 'https://kasi.example.co.za',
    });
    try {
      const owner = await signUpMerchant(app);
      const made = await call(app.app, 'POST', '/api/compliance/inspector-links', {
        token: owner.token,
        body: {},
      });
      expect(made.status).toBe(201);
      expect(made.body.url).toBe(`https://kasi.example.co.za/inspect/${made.body.token}`);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push(
          (await app.app.inject({ method: 'GET', url: `/inspect/${made.body.token}` })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await app.close();
    }
  });
});
