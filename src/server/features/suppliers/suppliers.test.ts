import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { purchaseOrders } from '@server/db/schema/index';
import { insertProduct } from '@server/test/fixtures';
import { signUpMerchant } from '@server/test/auth-helpers';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { call } from '@server/test/test-app';
import { SUPPLIER_MESSAGES } from '@shared/suppliers/suppliers.schemas';

const t = appFixture();
const a = merchantFixture(t);
const b = merchantFixture(t);

const supplier = (overrides: Record<string, unknown> = {}) => ({
  name: 'Soweto Wholesalers',
  contact: 'Sipho Dlamini',
  email: 'Orders@Soweto.co.za',
  phone: '011 234 5678',
  address: '12 Vilakazi St, Orlando West',
  rating: 4.5,
  status: 'active',
  ...overrides,
});

const create = (token: string, body: unknown) =>
  call(t.app, 'POST', '/api/suppliers', { token, body });

describe('suppliers', () => {
  it('creates, lists and edits a supplier', async () => {
    const created = await create(a.token, supplier());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Soweto Wholesalers',
      contact: 'Sipho Dlamini',
      email: 'orders@soweto.co.za',
      phone: '+27112345678',
      rating: 4.5,
      status: 'active',
    });

    const edited = await call(t.app, 'PUT', `/api/suppliers/${created.body.id}`, {
      token: a.token,
      body: supplier({ name: 'Soweto Wholesale', rating: '3.2', status: 'inactive', email: '' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: created.body.id,
      name: 'Soweto Wholesale',
      rating: 3.2,
      status: 'inactive',
      email: null,
    });

    const list = await call(t.app, 'GET', '/api/suppliers', { token: a.token });
    expect(list.status).toBe(200);
    expect(list.body.map((s: { id: string }) => s.id)).toContain(created.body.id);
  });

  it('defaults rating to 0 and status to active; optional fields to null', async () => {
    const created = await create(a.token, { name: 'Kasi Bakery', contact: 'Lerato' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      rating: 0,
      status: 'active',
      email: null,
      phone: null,
      address: null,
    });
  });

  it.each([
    [{ name: '' }, SUPPLIER_MESSAGES.name],
    [{ name: '   ' }, SUPPLIER_MESSAGES.name],
    [{ name: undefined }, SUPPLIER_MESSAGES.name],
    [{ contact: '' }, SUPPLIER_MESSAGES.contact],
    [{ contact: undefined }, SUPPLIER_MESSAGES.contact],
    [{ rating: 5.1 }, SUPPLIER_MESSAGES.rating],
    [{ rating: -0.1 }, SUPPLIER_MESSAGES.rating],
    [{ rating: 'abc' }, SUPPLIER_MESSAGES.rating],
    [{ rating: 4.25 }, SUPPLIER_MESSAGES.ratingStep],
    [{ phone: '12345' }, SUPPLIER_MESSAGES.phone],
    [{ email: 'not-an-email' }, 'Valid email is required'],
    [{ status: 'paused' }, 'Status must be active or inactive'],
  ])('refuses %j with "%s"', async (overrides, message) => {
    const response = await create(a.token, supplier(overrides));
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION', message });
  });

  it('accepts the rating bounds 0 and 5', async () => {
    expect((await create(a.token, supplier({ rating: 0 }))).body.rating).toBe(0);
    expect((await create(a.token, supplier({ rating: '5' }))).body.rating).toBe(5);
  });

  it('validates the edit like the create', async () => {
    const created = await create(a.token, supplier());
    const response = await call(t.app, 'PUT', `/api/suppliers/${created.body.id}`, {
      token: a.token,
      body: supplier({ contact: ' ' }),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(SUPPLIER_MESSAGES.contact);
  });

  it('answers 404 for a missing or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      const response = await call(t.app, 'PUT', `/api/suppliers/${id}`, {
        token: a.token,
        body: supplier(),
      });
      expect([400, 404]).toContain(response.status);
      expect(response.body.error.message).toMatch(/not found/i);
    }
  });

  it('keeps merchants apart: 404 on a foreign id, lists never leak', async () => {
    const mine = await create(a.token, supplier({ name: 'A only supplier' }));
    const foreign = await call(t.app, 'PUT', `/api/suppliers/${mine.body.id}`, {
      token: b.token,
      body: supplier({ name: 'Hijacked' }),
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('NOT_FOUND');
    const list = await call(t.app, 'GET', '/api/suppliers', { token: b.token });
    expect(list.body.map((s: { name: string }) => s.name)).not.toContain('A only supplier');
    expect(list.body.map((s: { name: string }) => s.name)).not.toContain('Hijacked');
  });

  it('needs a signed-in merchant', async () => {
    expect((await call(t.app, 'GET', '/api/suppliers')).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/suppliers', { body: supplier() })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/suppliers/summary')).status).toBe(401);
  });
});

describe('supplier summary', () => {
  it('counts total, active, average rating and the purchase orders still pending', async () => {
    const m = await signUpMerchant(t);
    const other = await signUpMerchant(t);
    const ours = await create(m.token, supplier({ rating: 4 }));
    await create(m.token, supplier({ rating: 3, status: 'inactive' }));
    await create(m.token, supplier({ rating: 4.5 }));
    const theirs = await create(other.token, supplier({ rating: 1 }));

    const product = await insertProduct(t.deps.db, m.user.id);
    const order = async (token: string, supplierId: string, productId: string) => {
      const res = await call(t.app, 'POST', '/api/purchase-orders', {
        token,
        body: { supplierId, lines: [{ productId, quantity: 12 }] },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as string;
    };
    const placed = [];
    for (let i = 0; i < 4; i += 1) placed.push(await order(m.token, ours.body.id, product.id));
    // Receipts move an order on; here the statuses are set directly.
    await t.deps.db
      .update(purchaseOrders)
      .set({ status: 'partially_received' })
      .where(eq(purchaseOrders.id, placed[1]!));
    await t.deps.db
      .update(purchaseOrders)
      .set({ status: 'received' })
      .where(eq(purchaseOrders.id, placed[2]!));
    const cancel = await call(t.app, 'PUT', `/api/purchase-orders/${placed[3]}`, {
      token: m.token,
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    const theirProduct = await insertProduct(t.deps.db, other.user.id);
    await order(other.token, theirs.body.id, theirProduct.id);

    const summary = await call(t.app, 'GET', '/api/suppliers/summary', { token: m.token });
    expect(summary.status).toBe(200);
    expect(summary.body).toEqual({ total: 3, active: 2, pendingOrders: 2, averageRating: 3.8 });

    const empty = await call(t.app, 'GET', '/api/suppliers/summary', {
      token: (await signUpMerchant(t)).token,
    });
    expect(empty.body).toEqual({ total: 0, active: 0, pendingOrders: 0, averageRating: 0 });
  });
});
