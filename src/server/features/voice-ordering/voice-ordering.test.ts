import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products, stockMovements } from '@server/db/schema/index';
import { signUpMerchant } from '@server/test/auth-helpers';
import { insertProduct } from '@server/test/fixtures';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { MAX_TRANSCRIPT_LENGTH } from '@shared/voice/voice-constants';

let t: TestApp;
let a: Awaited<ReturnType<typeof signUpMerchant>>;
let b: Awaited<ReturnType<typeof signUpMerchant>>;
let coke: Awaited<ReturnType<typeof insertProduct>>;
let bread: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  t = await createTestApp();
  a = await signUpMerchant(t);
  b = await signUpMerchant(t);
  const mine = (values: Parameters<typeof insertProduct>[2]) =>
    insertProduct(t.deps.db, a.user.id as string, values);
  coke = await mine({ name: 'Coca-Cola 2L', price: '26.99', stock: 30 });
  bread = await mine({ name: 'White Bread 700g', price: '17.99', stock: 40 });
  await mine({ name: 'Brown Bread 700g', price: '16.49', stock: 40 });
  await mine({ name: 'Old Paraffin 1L', price: '20.00', status: 'inactive' });
  await insertProduct(t.deps.db, b.user.id as string, {
    name: 'Clover Amasi 2L',
    price: '39.99',
    voiceNames: ['amasi amakhulu'],
  });
});
afterAll(() => t.close());

const process = (body: unknown, token = a.token) =>
  call(t.app, 'POST', '/api/voice-ordering/process', { token, body });

describe('POST /api/voice-ordering/process', () => {
  it('reads the order with the server prices, not the prices the client sent', async () => {
    const response = await process({
      transcript: 'Ngicela i-Coke ezintathu nesinkwa esimhlophe',
      language: 'zu',
      voiceMode: 'customer',
      availableProducts: [{ id: coke.id, name: 'Coca-Cola 2L', price: '0.01' }],
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      items: [
        { productId: coke.id, name: 'Coca-Cola 2L', price: '26.99', quantity: 3 },
        { productId: bread.id, name: 'White Bread 700g', price: '17.99', quantity: 1 },
      ],
      totalAmount: '98.96',
      confirmationText:
        'Ucele: Coca-Cola 2L x3, White Bread 700g x1. Konke kuyi-R98.96. Kulungile?',
      unmatched: [],
      ambiguous: [],
    });
  });

  it('prices with the bulk tiers, as the order will be priced', async () => {
    const response = await process({ transcript: 'ten cokes', language: 'en' });
    // 10 units: 5% off 26.99 = 25.64
    expect(response.body.totalAmount).toBe('256.40');
    expect(response.body.confirmationText).toBe(
      'You ordered: Coca-Cola 2L x10. Total R256.40. Is that right?',
    );
  });

  it('returns the candidates when a word fits two products, and asks which one', async () => {
    const response = await process({ transcript: 'Gee my twee brode', language: 'af' });
    expect(response.body.items).toEqual([]);
    expect(response.body.ambiguous).toEqual([
      {
        said: 'brode',
        quantity: 2,
        candidates: [
          { productId: bread.id, name: 'White Bread 700g', price: '17.99' },
          expect.objectContaining({ name: 'Brown Bread 700g', price: '16.49' }),
        ],
      },
    ]);
    expect(response.body.confirmationText).toBe(
      'Watter een: White Bread 700g of Brown Bread 700g?',
    );
  });

  it('answers 200 with the apology in the chosen language when nothing is found', async () => {
    const zulu = await process({ transcript: 'Ngicela ugwayi', language: 'zu' });
    expect(zulu.status).toBe(200);
    expect(zulu.body).toMatchObject({
      items: [],
      unmatched: ['ugwayi'],
      totalAmount: '0.00',
      confirmationText: 'Uxolo, angitholanga zimpahla. Ngicela uzame futhi.',
    });
    const english = await process({ transcript: '', language: 'en' });
    expect(english.body.confirmationText).toBe('Sorry, I found no goods. Please try again.');
  });

  it('never matches inactive products or another shop’s products and voice names', async () => {
    const response = await process({
      transcript: 'paraffin and amasi amakhulu and clover',
      language: 'en',
    });
    expect(response.body.items).toEqual([]);
    expect(response.body.ambiguous).toEqual([]);
    expect(response.body.unmatched).toEqual(expect.arrayContaining(['paraffin']));
    const theirs = await process({ transcript: 'amasi amakhulu', language: 'zu' }, b.token);
    expect(theirs.body.items).toEqual([
      expect.objectContaining({ name: 'Clover Amasi 2L', quantity: 1 }),
    ]);
  });

  it.each([
    ['an unknown language', { transcript: 'milk', language: 'fr' }],
    ['no language', { transcript: 'milk' }],
    [
      'a transcript that is too long',
      { transcript: 'a'.repeat(MAX_TRANSCRIPT_LENGTH + 1), language: 'en' },
    ],
    ['a transcript that is not text', { transcript: 42, language: 'en' }],
    ['no transcript', { language: 'en' }],
    ['an unknown voice mode', { transcript: 'milk', language: 'en', voiceMode: 'robot' }],
  ])('refuses %s with 400', async (_label, body) => {
    const response = await process(body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION');
  });

  it('needs a signed-in merchant', async () => {
    const response = await call(t.app, 'POST', '/api/voice-ordering/process', {
      body: { transcript: 'milk', language: 'en' },
    });
    expect(response.status).toBe(401);
  });
});

describe('voice names', () => {
  it('are saved with a product, edited, and matched by voice', async () => {
    const created = await call(t.app, 'POST', '/api/products', {
      token: a.token,
      body: {
        name: 'Vetkoek',
        price: '3.00',
        stock: 50,
        voiceNames: [' amagwinya ', '', 'amagwinya'],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.voiceNames).toEqual(['amagwinya']);
    const heard = await process({ transcript: 'ngicela amagwinya amane', language: 'zu' });
    expect(heard.body.items).toEqual([
      { productId: created.body.id, name: 'Vetkoek', price: '3.00', quantity: 4 },
    ]);
    const edited = await call(t.app, 'PUT', `/api/products/${created.body.id}`, {
      token: a.token,
      body: { voiceNames: ['fat cakes', 'magwinya'] },
    });
    expect(edited.body.voiceNames).toEqual(['fat cakes', 'magwinya']);
    const again = await process({ transcript: 'two fat cakes', language: 'en' });
    expect(again.body.items).toEqual([expect.objectContaining({ name: 'Vetkoek', quantity: 2 })]);
  });

  it('refuses too many or too long names with 400', async () => {
    for (const voiceNames of [
      Array.from({ length: 11 }, (_, i) => `name ${i}`),
      ['x'.repeat(61)],
      'amagwinya',
    ]) {
      const response = await call(t.app, 'POST', '/api/products', {
        token: a.token,
        body: { name: 'Vetkoek', price: '3.00', voiceNames },
      });
      expect(response.status).toBe(400);
    }
  });
});

describe('the voice order', () => {
  it('is created from the result, priced by the server, with its stock reserved', async () => {
    const heard = await process({ transcript: 'Ngicela i-Coke ezimbili', language: 'zu' });
    const items = heard.body.items.map((item: Record<string, unknown>) => ({
      ...item,
      price: '0.50',
    }));
    const created = await call(t.app, 'POST', '/api/orders', {
      token: a.token,
      body: {
        items,
        totalAmount: '1.00',
        paymentMethod: 'voice_order',
        orderType: 'voice',
        language: 'zu',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      totalAmount: '53.98',
      paymentMethod: 'voice_order',
      orderType: 'voice',
      language: 'zu',
      status: 'pending',
      items: [expect.objectContaining({ productId: coke.id, quantity: 2, unitPrice: '26.99' })],
    });
    const [row] = await t.deps.db.select().from(products).where(eq(products.id, coke.id));
    expect(row!.stock).toBe(28);
    const moved = await t.deps.db
      .select({ delta: stockMovements.delta, reason: stockMovements.reason })
      .from(stockMovements)
      .where(eq(stockMovements.productId, coke.id));
    expect(moved).toContainEqual({ delta: -2, reason: 'order_reserved' });
  });
});
