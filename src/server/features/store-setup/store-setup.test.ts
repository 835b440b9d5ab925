import { describe, expect, it } from 'vitest';
import { STORE_TEMPLATES } from '@shared/store-setup/store-templates';
import { storeSetup } from '@server/db/schema/index';
import { signUpMerchant } from '@server/test/auth-helpers';
import { call } from '@server/test/test-app';
import { completionFor, setupCalls, templateOf } from './store-setup-test-helpers';
import { appFixture } from '@server/test/file-fixtures';

const t = appFixture();

async function merchant() {
  const m = await signUpMerchant(t);
  return { ...setupCalls(t, m.token), token: m.token, id: m.user.id as string };
}

const NOT_STARTED = {
  currentStep: 1,
  completedSteps: [],
  storeTemplate: null,
  setupData: null,
  isCompleted: false,
  completedAt: null,
};

const takeawayProgress = () => ({
  currentStep: 2,
  completedSteps: [1],
  storeTemplate: 'takeaway',
  setupData: {
    businessName: 'Kasi Kota Corner',
    products: templateOf('takeaway').products.map((p, i) => (i === 0 ? { ...p, price: '45' } : p)),
  },
});

describe('GET /api/store-setup/templates', () => {
  it('serves the four templates with five priced, categorised products each', async () => {
    const m = await merchant();
    const res = await call(t.app, 'GET', '/api/store-setup/templates', { token: m.token });
    expect(res.status).toBe(200);
    expect(res.body.map((template: { id: string }) => template.id)).toEqual([
      'grocery',
      'takeaway',
      'pharmacy',
      'general',
    ]);
    for (const template of res.body as typeof STORE_TEMPLATES) {
      expect(template.name.length).toBeGreaterThan(0);
      expect(template.description.length).toBeGreaterThan(0);
      expect(template.products).toHaveLength(5);
      for (const product of template.products) {
        expect(product.price).toMatch(/^\d+\.\d{2}$/);
        expect(Number(product.price)).toBeGreaterThan(0);
        expect(product.category.length).toBeGreaterThan(0);
      }
      expect(new Set(template.products.map((p) => p.name)).size).toBe(5);
    }
    expect(res.body).toEqual(STORE_TEMPLATES);
  });

  it('needs a signed-in merchant', async () => {
    const res = await call(t.app, 'GET', '/api/store-setup/templates');
    expect(res.status).toBe(401);
    expect((await call(t.app, 'GET', '/api/store-setup')).status).toBe(401);
  });
});

describe('progress', () => {
  it('a shop that never started is on step 1 and not completed', async () => {
    const m = await merchant();
    const res = await m.read();
    expect(res.status).toBe(200);
    expect(res.body).toEqual(NOT_STARTED);
  });

  it('saves step, template and edited prices, and reads them back', async () => {
    const m = await merchant();
    const saved = await m.save(takeawayProgress());
    expect(saved.status).toBe(200);
    const expected = {
      currentStep: 2,
      completedSteps: [1],
      storeTemplate: 'takeaway',
      isCompleted: false,
      completedAt: null,
      setupData: {
        businessName: 'Kasi Kota Corner',
        products: templateOf('takeaway').products.map((p, i) => ({
          ...p,
          price: i === 0 ? '45.00' : p.price,
          stock: 0,
        })),
      },
    };
    expect(saved.body).toEqual(expected);
    expect((await m.read()).body).toEqual(expected);
  });

  it('keeps saved products when a later save sends only the payment info', async () => {
    const m = await merchant();
    await m.save(takeawayProgress());
    const payment = {
      methods: ['cash', 'card'],
      payout: 'bank',
      bankName: 'Capitec',
      accountNumber: '1234 567 890',
    };
    const res = await m.save({
      currentStep: 3,
      completedSteps: [2, 1],
      storeTemplate: 'takeaway',
      setupData: { payment },
    });
    expect(res.status).toBe(200);
    expect(res.body.currentStep).toBe(3);
    expect(res.body.completedSteps).toEqual([1, 2]);
    expect(res.body.setupData.products).toHaveLength(5);
    expect(res.body.setupData.businessName).toBe('Kasi Kota Corner');
    expect(res.body.setupData.payment).toEqual({ ...payment, accountNumber: '1234567890' });
  });

  it.each([
    [{ currentStep: 4 }, 'A step is 1, 2 or 3'],
    [{ currentStep: 1.5 }, 'A step is 1, 2 or 3'],
    [{ completedSteps: [0] }, 'A step is 1, 2 or 3'],
    [{ storeTemplate: 'bakery' }, 'Choose a store type: grocery, takeaway, pharmacy or general'],
    [
      { setupData: { products: [{ name: 'Kota', price: '', category: 'Kotas' }] } },
      'Price is required',
    ],
    [
      { setupData: { products: [{ name: 'Kota', price: '-5', category: 'Kotas' }] } },
      'Amount cannot be negative',
    ],
    [{ setupData: { products: [] } }, 'Add at least one product'],
    [
      { setupData: { payment: { methods: [], payout: 'wallet' } } },
      'Choose at least one payment method',
    ],
    [
      { setupData: { payment: { methods: ['cash'], payout: 'bank', bankName: 'Capitec' } } },
      'Enter your account number: 6 to 16 digits',
    ],
    [
      { setupData: { payment: { methods: ['cash'], payout: 'bank', accountNumber: '1234567' } } },
      'Choose your bank',
    ],
  ])('refuses %j with 400 "%s" and saves nothing', async (patch, message) => {
    const m = await merchant();
    await m.save(takeawayProgress());
    const before = await m.read();
    const res = await m.save({ ...takeawayProgress(), ...patch });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION', message });
    expect((await m.read()).body).toEqual(before.body);
  });

  it('does not reopen a completed setup', async () => {
    const m = await merchant();
    expect((await m.complete(completionFor('grocery'))).status).toBe(200);
    const before = await m.read();
    const res = await m.save(takeawayProgress());
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'CONFLICT',
      message: 'Store setup is already complete',
    });
    expect((await m.read()).body).toEqual(before.body);
  });

  it("leaves another shop's setup untouched", async () => {
    const [a, b] = [await merchant(), await merchant()];
    await a.save(takeawayProgress());
    const ofA = (await a.read()).body;
    expect((await b.read()).body).toEqual(NOT_STARTED);
    await b.save({ currentStep: 2, completedSteps: [1], storeTemplate: 'pharmacy' });
    expect((await b.read()).body.storeTemplate).toBe('pharmacy');
    expect((await a.read()).body).toEqual(ofA);
    const rows = await t.deps.db.select().from(storeSetup);
    expect(rows.filter((row) => row.merchantId === a.id)).toHaveLength(1);
    expect(rows.filter((row) => row.merchantId === b.id)).toHaveLength(1);
  });
});
