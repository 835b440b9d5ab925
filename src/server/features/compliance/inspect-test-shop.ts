import { expect } from 'vitest';
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
import { call, type TestApp } from '@server/test/test-app';

export const DAY = 24 * HOUR_MS;
export const PERMIT = 'JHB-TP-2026-0042';
export const CUSTOMER = 'Nomsa Khumalo';

/** The inspector's page of a token, with no session. */
export const inspect = (t: TestApp, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/inspect/${token}`, headers });

/** A new inspector link of the shop (201 expected). */
export async function newLink(
  t: TestApp,
  ownerToken: string,
  headers: Record<string, string> = {},
) {
  const res = await call(t.app, 'POST', '/api/compliance/inspector-links', {
    token: ownerToken,
    body: {},
    headers,
  });
  expect(res.status).toBe(201);
  return res.body as { url: string; token: string; expiresAt: string };
}

/**
 * A VAT-registered shop with its folder filled, a delivery today and one 120 days ago, use-by
 * stock past its date (and best-before, legal to sell), a write-off today and one 120 days ago,
 * and a cash sale to a named customer: what the pack must show and must not.
 */
export async function inspectedShop(t: TestApp) {
  const shop = await signUpMerchant(t);
  const merchantId = shop.user.id as string;

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
  return { ...shop, saleNumber: sale.body.saleNumber as string };
}
