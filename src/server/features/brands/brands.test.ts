import { describe, expect, it } from 'vitest';
import { orderItems, orders, posSales } from '@server/db/schema/index';
import { insertProduct } from '@server/test/fixtures';
import { signUpMerchant } from '@server/test/auth-helpers';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { call } from '@server/test/test-app';
import { BRAND_MESSAGES } from '@shared/brands/brands.schemas';

const t = appFixture();
const a = merchantFixture(t);
const b = merchantFixture(t);

const create = (token: string, body: unknown) =>
  call(t.app, 'POST', '/api/brands', { token, body });

describe('brands', () => {
  it('creates, lists with product counts and edits a brand', async () => {
    const created = await create(a.token, {
      name: 'Coca-Cola',
      description: 'Soft drinks',
      logo: 'https://example.com/coke.png',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Coca-Cola', productCount: 0 });
    await insertProduct(t.deps.db, a.user.id, { brandId: created.body.id });
    await insertProduct(t.deps.db, a.user.id, { brandId: created.body.id, name: 'Fanta 2L' });

    const list = await call(t.app, 'GET', '/api/brands', { token: a.token });
    expect(list.status).toBe(200);
    expect(list.body.find((x: { id: string }) => x.id === created.body.id)).toMatchObject({
      productCount: 2,
      description: 'Soft drinks',
    });

    const edited = await call(t.app, 'PUT', `/api/brands/${created.body.id}`, {
      token: a.token,
      body: { name: 'Coca-Cola SA', description: '', logo: null },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Coca-Cola SA',
      description: null,
      logo: null,
      productCount: 2,
    });
  });

  it.each([[{ name: '' }], [{ name: '  ' }], [{}], [{ name: null }]])(
    'refuses %j with the brand name message',
    async (body) => {
      const response = await create(a.token, body);
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({
        code: 'VALIDATION',
        message: BRAND_MESSAGES.name,
      });
    },
  );

  it('refuses a too long description', async () => {
    const response = await create(a.token, { name: 'X', description: 'x'.repeat(1001) });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Description must be at most 1000 characters');
  });

  it('keeps merchants apart: 404 on a foreign id, lists never leak', async () => {
    const mine = await create(a.token, { name: 'Only A brand' });
    const foreign = await call(t.app, 'PUT', `/api/brands/${mine.body.id}`, {
      token: b.token,
      body: { name: 'Hijacked' },
    });
    expect(foreign.status).toBe(404);
    const missing = await call(t.app, 'PUT', '/api/brands/00000000-0000-4000-8000-000000000000', {
      token: a.token,
      body: { name: 'Nobody' },
    });
    expect(missing.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    for (const path of ['/api/brands', '/api/brands/top']) {
      const list = await call(t.app, 'GET', path, { token: b.token });
      expect(list.status).toBe(200);
      expect(list.body.map((x: { name: string }) => x.name)).not.toContain('Only A brand');
    }
  });

  it('needs a signed-in merchant', async () => {
    expect((await call(t.app, 'GET', '/api/brands')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/brands/top')).status).toBe(401);
    expect((await create('', { name: 'X' })).status).toBe(401);
  });
});

describe('top performing brands', () => {
  it('ranks by product count without sales, then by 30-day sales revenue; at most 5', async () => {
    const m = await signUpMerchant(t);
    const id = m.user.id as string;
    const brand = async (name: string, productCount: number) => {
      const created = await create(m.token, { name });
      const ids: string[] = [];
      for (let i = 0; i < productCount; i++)
        ids.push((await insertProduct(t.deps.db, id, { brandId: created.body.id, name })).id);
      return { id: created.body.id as string, products: ids };
    };
    const big = await brand('Big', 3);
    const small = await brand('Small', 1);
    await brand('Mid', 2);
    for (const name of ['E', 'F', 'G']) await brand(name, 0);

    const before = await call(t.app, 'GET', '/api/brands/top', { token: m.token });
    expect(before.body.map((x: { name: string }) => x.name)).toEqual([
      'Big',
      'Mid',
      'Small',
      'E',
      'F',
    ]);
    expect(before.body[0]).toMatchObject({ rank: 1, productCount: 3, revenue: '0.00' });

    const [order] = await t.deps.db
      .insert(orders)
      .values({ merchantId: id, orderNumber: 'ORD-000001', totalAmount: '100.00' })
      .returning();
    await t.deps.db.insert(orderItems).values({
      merchantId: id,
      orderId: order!.id,
      productId: small.products[0]!,
      productName: 'Small',
      quantity: 4,
      unitPrice: '25.00',
      totalPrice: '100.00',
    });
    await t.deps.db.insert(posSales).values({
      merchantId: id,
      saleNumber: 'SALE-000001',
      items: [
        {
          productId: small.products[0],
          name: 'Small',
          quantity: 1,
          unitPrice: '20.50',
          subtotal: '20.50',
        },
      ],
      subtotal: '20.50',
      taxAmount: '3.08',
      totalAmount: '23.58',
      paymentMethod: 'cash',
    });
    const [cancelled] = await t.deps.db
      .insert(orders)
      .values({
        merchantId: id,
        orderNumber: 'ORD-000002',
        totalAmount: '999.00',
        status: 'cancelled',
      })
      .returning();
    await t.deps.db.insert(orderItems).values({
      merchantId: id,
      orderId: cancelled!.id,
      productId: big.products[0]!,
      productName: 'Big',
      quantity: 1,
      unitPrice: '999.00',
      totalPrice: '999.00',
    });

    const after = await call(t.app, 'GET', '/api/brands/top', { token: m.token });
    expect(after.body[0]).toMatchObject({ id: small.id, revenue: '120.50', rank: 1 });
    expect(after.body[1]).toMatchObject({ id: big.id, revenue: '0.00', rank: 2 });
    expect(after.body).toHaveLength(5);

    t.advance(31 * 86_400_000);
    const later = await call(t.app, 'GET', '/api/brands/top', { token: m.token });
    expect(later.body[0]).toMatchObject({ id: big.id, revenue: '0.00' });
  });
});
