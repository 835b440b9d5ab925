import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { asc, eq, inArray, isNull } from 'drizzle-orm';
import { priceSale } from '@shared/pos/sale-totals';
import { toCents } from '@shared/money/money';
import { vatOn } from '@shared/money/vat';
import { LOYALTY_REDEEMED_EVENT } from '@shared/loyalty/loyalty-rules';
import {
  analyticsEvents,
  customerActivity,
  customers,
  loyaltyCards,
  loyaltyStamps,
  orderItems,
  orders,
  posSales,
  products,
  stockAlerts,
  stockMovements,
  storeSetup,
  suppliers,
  users,
} from '../db/schema';
import { stockState } from '../domain/stock/stock-alerts';
import { call, createTestApp, type TestApp } from '../test/test-app';
import { rowCounts } from '../test/row-counts';
import { DEMO, seedDemoData } from './seed-demo';

let t: TestApp;
let merchantId: string;
let seconds: number;
let banner: string | undefined;
let passwords: { merchant: string; admin: string };

beforeAll(async () => {
  t = await createTestApp();
  const started = performance.now();
  const seeded = await seedDemoData(t.deps.db, t.deps.clock);
  banner = seeded?.banner;
  passwords = seeded!.passwords;
  seconds = (performance.now() - started) / 1000;
  const [merchant] = await t.deps.db
    .select()
    .from(users)
    .where(eq(users.username, DEMO.merchant.username));
  merchantId = merchant!.id;
});
afterAll(() => t.close());

const cents = (value: string) => toCents(value)!;

describe('demo data', () => {
  it('loads a realistic shop quickly and prints the credentials', async () => {
    console.log(`demo seed took ${seconds.toFixed(2)} s`);
    expect(seconds).toBeLessThan(3);
    expect(banner).toContain(`demo_merchant / ${passwords.merchant}`);
    expect(banner).toContain(`demo_admin / ${passwords.admin}`);
    const counts = await rowCounts(t.deps.db);
    expect(counts.products).toBeGreaterThanOrEqual(40);
    expect(counts.product_barcodes).toBe(counts.products);
    expect(counts.categories).toBeGreaterThanOrEqual(8);
    expect(counts.brands).toBeGreaterThanOrEqual(15);
    expect(counts.suppliers).toBeGreaterThanOrEqual(3);
    expect(counts.customers).toBe(15);
    expect(counts.orders).toBeGreaterThan(30);
    expect(counts.pos_sales).toBeGreaterThan(150);
    const [merchant] = await t.deps.db.select().from(users).where(eq(users.id, merchantId));
    expect(merchant).toMatchObject({
      phone: DEMO.merchant.phone,
      phoneVerified: true,
      isActive: true,
      role: 'merchant',
      businessName: "Thandi's Spaza",
    });
    const phones = await t.deps.db.select({ phone: customers.phone }).from(customers);
    for (const { phone } of phones) expect(phone).toMatch(/^\+27[6-8]\d{8}$/);
    const supplierRows = await t.deps.db.select().from(suppliers);
    for (const s of supplierRows) expect(s.merchantId).toBe(merchantId);
    // An established shop: the dashboard offers it no Setup Wizard.
    const [setup] = await t.deps.db
      .select()
      .from(storeSetup)
      .where(eq(storeSetup.merchantId, merchantId));
    expect(setup).toMatchObject({ isCompleted: true, completedSteps: [1, 2, 3] });
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await rowCounts(t.deps.db);
    expect(await seedDemoData(t.deps.db, t.deps.clock)).toBeNull();
    expect(await rowCounts(t.deps.db)).toEqual(before);
  });

  it('dates the history across the last six weeks, never in the future', async () => {
    const now = t.deps.clock().getTime();
    const sales = await t.deps.db.select({ at: posSales.createdAt }).from(posSales);
    const orderDates = await t.deps.db.select({ at: orders.createdAt }).from(orders);
    const times = [...sales, ...orderDates].map((row) => row.at.getTime());
    expect(Math.max(...times)).toBeLessThanOrEqual(now);
    expect(Math.min(...times)).toBeGreaterThan(now - 43 * 86_400_000);
    expect(Math.min(...times)).toBeLessThan(now - 28 * 86_400_000);
  });

  it('numbers sales and orders in date order, with no gaps', async () => {
    const sales = await t.deps.db
      .select({ n: posSales.saleNumber })
      .from(posSales)
      .orderBy(asc(posSales.createdAt));
    sales.forEach((row, i) => expect(row.n).toBe(`SALE-${String(i + 1).padStart(6, '0')}`));
    const orderRows = await t.deps.db
      .select({ n: orders.orderNumber })
      .from(orders)
      .orderBy(asc(orders.createdAt));
    orderRows.forEach((row, i) => expect(row.n).toBe(`ORD-${String(i + 1).padStart(6, '0')}`));
  });

  it('explains every product stock by its movements, never below zero', async () => {
    const productRows = await t.deps.db.select().from(products);
    const movements = await t.deps.db
      .select()
      .from(stockMovements)
      .orderBy(asc(stockMovements.createdAt));
    for (const product of productRows) {
      let running = 0;
      for (const m of movements.filter((row) => row.productId === product.id)) {
        running += m.delta;
        expect(running, `${product.name} at ${m.createdAt.toISOString()}`).toBeGreaterThanOrEqual(
          0,
        );
      }
      expect(running, product.name).toBe(product.stock);
    }
    const reasons = new Set(movements.map((m) => m.reason));
    for (const reason of ['initial', 'delivery', 'sale', 'order_reserved', 'order_cancelled']) {
      expect(reasons).toContain(reason);
    }
  });

  it('units sold at the till match the sale movements', async () => {
    const sales = await t.deps.db.select().from(posSales);
    const movements = await t.deps.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.reason, 'sale'));
    const sold = sales.flatMap((s) => s.items as { productId: string; quantity: number }[]);
    const sum = (rows: { quantity: number }[]) => rows.reduce((n, r) => n + r.quantity, 0);
    expect(movements.reduce((n, m) => n - m.delta, 0)).toBe(sum(sold));
  });

  it('prices till sales as the till does (list price, no tiers) with VAT: total = subtotal + VAT', async () => {
    const list = new Map(
      (await t.deps.db.select().from(products)).map((p) => [p.id, cents(p.price)]),
    );
    const sales = await t.deps.db.select().from(posSales);
    type Item = { productId: string; quantity: number; unitPrice: string; subtotal: string };
    for (const sale of sales) {
      const items = sale.items as Item[];
      for (const item of items) {
        const [priced] = priceSale([
          { listPrice: list.get(item.productId)!, quantity: item.quantity },
        ]).lines;
        expect(cents(item.unitPrice)).toBe(priced!.unitPrice);
        expect(cents(item.subtotal)).toBe(priced!.subtotal);
      }
      const subtotal = items.reduce((n, item) => n + cents(item.subtotal), 0);
      expect(cents(sale.subtotal)).toBe(subtotal);
      expect(cents(sale.taxAmount)).toBe(vatOn(subtotal));
      expect(cents(sale.totalAmount)).toBe(cents(sale.subtotal) + cents(sale.taxAmount));
      if (sale.paymentMethod === 'cash') {
        expect(cents(sale.cashTendered!) - cents(sale.changeDue!)).toBe(cents(sale.totalAmount));
      }
    }
    expect(sales.some((s) => (s.items as Item[]).some((i) => i.quantity >= 10))).toBe(true);
  });

  it('order totals equal the sum of their items', async () => {
    const orderRows = await t.deps.db.select().from(orders);
    const items = await t.deps.db.select().from(orderItems);
    for (const order of orderRows) {
      const lines = items.filter((i) => i.orderId === order.id);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        expect(cents(line.totalPrice)).toBe(cents(line.unitPrice) * line.quantity);
      }
      expect(cents(order.totalAmount)).toBe(lines.reduce((n, l) => n + cents(l.totalPrice), 0));
    }
    const statuses = new Set(orderRows.map((o) => o.status));
    expect(statuses).toContain('completed');
    expect(statuses).toContain('cancelled');
  });

  it('raises one open stock alert per low or sold-out product, and one for the milk expiring', async () => {
    const productRows = await t.deps.db.select().from(products);
    const alerts = await t.deps.db.select().from(stockAlerts).where(isNull(stockAlerts.resolvedAt));
    const expiring = alerts.filter((a) => a.alertType === 'expiring_soon');
    expect(expiring.map((a) => a.message)).toEqual([
      expect.stringMatching(/^12 of Clover Full Cream Milk 1L expire on \d{4}-\d{2}-\d{2}$/),
    ]);
    const open = alerts.filter((a) => a.alertType !== 'expiring_soon');
    for (const product of productRows) {
      const state = stockState(product.stock, product.lowStockThreshold);
      const alerts = open.filter((a) => a.productId === product.id);
      expect(alerts.map((a) => a.alertType)).toEqual(state ? [state] : []);
    }
    expect(open.filter((a) => a.alertType === 'out_of_stock').length).toBeGreaterThanOrEqual(2);
    expect(open.filter((a) => a.alertType === 'low_stock').length).toBeGreaterThanOrEqual(3);
  });

  it('gives three regulars stamp cards whose stamps and rewards agree with the ledger', async () => {
    const cards = await t.deps.db.select().from(loyaltyCards);
    const stamps = await t.deps.db.select().from(loyaltyStamps);
    const redeemed = await t.deps.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.eventType, LOYALTY_REDEEMED_EVENT));
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      const earned = stamps.filter((s) => s.cardId === card.id).length;
      const rewards = redeemed.filter(
        (e) => (e.eventData as { cardId: string }).cardId === card.id,
      );
      expect(card.currentStamps).toBe(earned - rewards.length * card.targetStamps);
      expect(card.currentStamps).toBeGreaterThan(0);
      expect(card.currentStamps).toBeLessThanOrEqual(card.targetStamps);
    }
    expect(redeemed.length).toBeGreaterThan(0);
  });

  it('keeps customer_activity equal to each customer’s purchases', async () => {
    const activity = await t.deps.db.select().from(customerActivity);
    const sales = await t.deps.db.select().from(posSales);
    const orderRows = await t.deps.db.select().from(orders);
    const customerRows = await t.deps.db.select().from(customers);
    for (const customer of customerRows) {
      const bought = [
        ...sales.filter((s) => s.customerId === customer.id && s.status === 'completed'),
        ...orderRows.filter((o) => o.customerId === customer.id && o.status !== 'cancelled'),
      ];
      const row = activity.find((a) => a.customerId === customer.id);
      expect(row?.totalPurchases ?? 0).toBe(bought.length);
      expect(cents(row?.totalSpent ?? '0')).toBe(
        bought.reduce((sum, p) => sum + cents(p.totalAmount), 0),
      );
    }
  });
});

describe('demo accounts', () => {
  it('get random passwords on every machine, never the old fixed ones', async () => {
    expect(passwords.merchant).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(passwords.admin).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(passwords.admin).not.toBe(passwords.merchant);
    for (const [username, password] of [
      [DEMO.merchant.username, 'demo1234'],
      [DEMO.admin.username, 'admin1234'],
    ]) {
      const path = username === DEMO.admin.username ? 'admin' : 'merchant';
      const login = await call(t.app, 'POST', `/api/auth/${path}/login`, {
        body: { username, password },
      });
      expect(login.status, username).toBe(401);
    }
  });

  it('take the passwords a test harness gives', async () => {
    const other = await createTestApp();
    try {
      const given = { merchant: 'harness-shop-1', admin: 'harness-admin-1' };
      const seeded = await seedDemoData(other.deps.db, other.deps.clock, given);
      expect(seeded!.passwords).toEqual(given);
      const login = await call(other.app, 'POST', '/api/auth/admin/login', {
        body: { username: DEMO.admin.username, password: given.admin },
      });
      expect(login.status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('the demo merchant signs in with the code from the dev outbox', async () => {
    const login = await call(t.app, 'POST', '/api/auth/merchant/login', {
      body: { username: DEMO.merchant.username, password: passwords.merchant },
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      businessName: "Thandi's Spaza",
      phone: DEMO.merchant.phone,
    });
    const outbox = await call(t.app, 'GET', '/api/dev/sms-outbox?phone=0710000001');
    const verified = await call(t.app, 'POST', '/api/auth/verify-phone', {
      body: { phone: DEMO.merchant.phone, code: outbox.body.messages[0].code },
    });
    expect(verified.status).toBe(200);
    const me = await call(t.app, 'GET', '/api/auth/me', { token: verified.body.token });
    expect(me.body.user).toMatchObject({ id: merchantId, role: 'merchant' });
  });

  it('are described in the README with the roles the data gives them, and no fixed password', async () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const rowOf = (username: string) =>
      readme.split('\n').find((line) => line.startsWith('|') && line.includes(`\`${username}\``));
    const roles = await t.deps.db
      .select({ username: users.username, role: users.role })
      .from(users)
      .where(inArray(users.username, [DEMO.merchant.username, DEMO.admin.username]));
    for (const { username, role } of roles) {
      const row = rowOf(username);
      expect(row, username).toBeDefined();
      expect(row!.split('|')[1]!.trim(), username).toBe(role.replace('_', ' '));
    }
    for (const fixed of ['demo1234', 'admin1234']) expect(readme).not.toContain(fixed);
  });

  it('the demo admin signs in through the admin login', async () => {
    const login = await call(t.app, 'POST', '/api/auth/admin/login', {
      body: { username: DEMO.admin.username, password: passwords.admin },
    });
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe('admin');
  });
});
