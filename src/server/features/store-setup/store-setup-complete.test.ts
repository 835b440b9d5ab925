import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  categories,
  merchantProfiles,
  stockAlerts,
  stockMovements,
  users,
} from '@server/db/schema/index';
import { signUpMerchant } from '@server/test/auth-helpers';
import { insertProduct } from '@server/test/fixtures';
import { rowCounts } from '@server/test/row-counts';
import { completionFor, setupCalls, templateOf } from './store-setup-test-helpers';
import { appFixture } from '@server/test/file-fixtures';

const t = appFixture();

async function merchant() {
  const m = await signUpMerchant(t);
  return { ...setupCalls(t, m.token), token: m.token, id: m.user.id as string };
}

const account = async (id: string) =>
  (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!;

type Listed = { id: string; name: string; price: string; stock: number; categoryId: string };

/** Takeaway with the kota's price edited and chips given an opening stock. */
const takeaway = (overrides: Record<string, unknown> = {}) =>
  completionFor('takeaway', {
    businessName: 'Kasi Kota Corner',
    products: templateOf('takeaway').products.map((p, i) =>
      i === 0 ? { ...p, price: '49.99' } : i === 1 ? { ...p, stock: 24 } : { ...p },
    ),
    payment: {
      methods: ['credit', 'cash', 'card'],
      payout: 'bank',
      bankName: 'Capitec',
      accountNumber: '1234 5678 90',
    },
    ...overrides,
  });

describe('POST /api/store-setup/complete', () => {
  it('creates exactly the products with the edited prices and sets the business type', async () => {
    const m = await merchant();
    const res = await m.complete(takeaway());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      productsAdded: 5,
      categoriesAdded: 5,
      businessName: 'Kasi Kota Corner',
      businessType: 'Takeaway',
      setup: { currentStep: 3, completedSteps: [1, 2, 3], storeTemplate: 'takeaway' },
    });
    expect(res.body.setup.isCompleted).toBe(true);
    expect(res.body.setup.completedAt).toEqual(expect.any(String));

    const listed = (await m.products()).body.items as Listed[];
    const cats = (await m.categories()).body as { id: string; name: string }[];
    const byName = new Map(listed.map((p) => [p.name, p]));
    const expected = templateOf('takeaway').products;
    expect([...byName.keys()].sort()).toEqual(expected.map((p) => p.name).sort());
    expected.forEach((p, i) => {
      const product = byName.get(p.name)!;
      expect(product.price).toBe(i === 0 ? '49.99' : p.price);
      expect(product.stock).toBe(i === 1 ? 24 : 0);
      expect(cats.find((c) => c.id === product.categoryId)?.name).toBe(p.category);
    });
    expect(cats.map((c) => c.name).sort()).toEqual(
      [...new Set(expected.map((p) => p.category))].sort(),
    );

    const user = await account(m.id);
    expect(user).toMatchObject({
      businessType: 'Takeaway',
      businessName: 'Kasi Kota Corner',
      paymentMethods: ['cash', 'card', 'credit'],
    });
    const [profile] = await t.deps.db
      .select()
      .from(merchantProfiles)
      .where(eq(merchantProfiles.userId, m.id));
    expect(profile!.bankAccount).toBe('Capitec 1234567890');
    expect(res.body.setup.setupData.payment).toEqual({
      methods: ['cash', 'card', 'credit'],
      payout: 'bank',
      bankName: 'Capitec',
      accountNumber: '1234567890',
    });
  });

  it("accepts the spec's completion payload as it is: no payment info, so cash only", async () => {
    const m = await merchant();
    const template = templateOf('grocery');
    const specPayload = {
      businessName: 'Gogo Spaza',
      businessType: template.name,
      description: 'Bread, milk and airtime',
      logo: null,
      products: template.products.map(({ name, price, category }) => ({ name, price, category })),
      template: 'grocery',
      completedSteps: [1, 2, 3],
      isCompleted: true,
    };
    const res = await m.complete(specPayload);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ productsAdded: template.products.length });
    expect(res.body.setup).toMatchObject({ isCompleted: true, storeTemplate: 'grocery' });
    expect(res.body.setup.setupData.payment).toEqual({
      methods: ['cash'],
      payout: 'wallet',
      bankName: null,
      accountNumber: null,
    });
    const profiles = await t.deps.db
      .select()
      .from(merchantProfiles)
      .where(eq(merchantProfiles.userId, m.id));
    expect(profiles.every((p) => p.bankAccount === null)).toBe(true);
  });

  it('without payment info keeps the payment the wizard saved on step 3', async () => {
    const m = await merchant();
    const payment = { methods: ['cash', 'wallet'], payout: 'wallet' };
    expect(
      (await m.save({ currentStep: 3, completedSteps: [1, 2], setupData: { payment } })).status,
    ).toBe(200);
    const res = await m.complete(completionFor('general', { payment: undefined }));
    expect(res.status).toBe(200);
    expect(res.body.setup.setupData.payment).toMatchObject(payment);
  });

  it('follows the catalogue rules: opening stock is a movement, empty shelves raise alerts', async () => {
    const m = await merchant();
    await m.complete(takeaway());
    const listed = (await m.products()).body.items as Listed[];
    const chips = listed.find((p) => p.stock === 24)!;
    const moves = await t.deps.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.merchantId, m.id));
    expect(moves).toEqual([
      expect.objectContaining({
        productId: chips.id,
        delta: 24,
        reason: 'initial',
        referenceType: 'store_setup',
      }),
    ]);
    const open = await t.deps.db
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.merchantId, m.id), isNull(stockAlerts.resolvedAt)));
    expect(open.map((a) => a.productId).sort()).toEqual(
      listed
        .filter((p) => p.stock === 0)
        .map((p) => p.id)
        .sort(),
    );
    expect(open.every((a) => a.alertType === 'out_of_stock')).toBe(true);
  });

  it('a second completion adds nothing and answers success', async () => {
    const m = await merchant();
    const first = await m.complete(takeaway());
    const before = await rowCounts(t.deps.db);
    const again = await m.complete(takeaway({ businessName: null }));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ productsAdded: 0, categoriesAdded: 0 });
    expect(again.body.businessName).toBe('Kasi Kota Corner');
    expect(again.body.setup.completedAt).toBe(first.body.setup.completedAt);
    const after = await rowCounts(t.deps.db);
    expect(after.products).toBe(before.products);
    expect(after.categories).toBe(before.categories);
    expect(after.stock_movements).toBe(before.stock_movements);
    expect((await m.products()).body.items).toHaveLength(5);
  });

  it('two completions at the same moment still create each product once', async () => {
    const m = await merchant();
    const [x, y] = await Promise.all([m.complete(takeaway()), m.complete(takeaway())]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect(x.body.productsAdded + y.body.productsAdded).toBe(5);
    expect((await m.products()).body.items).toHaveLength(5);
    expect((await m.categories()).body).toHaveLength(5);
  });

  it('matches products and categories already in the shop by name, in any case', async () => {
    const m = await merchant();
    const [chipsCategory] = await t.deps.db
      .insert(categories)
      .values({ merchantId: m.id, name: 'chips' })
      .returning();
    const own = await insertProduct(t.deps.db, m.id, {
      name: 'SLAP CHIPS (LARGE)',
      price: '30.00',
      stock: 7,
    });
    const res = await m.complete(completionFor('takeaway'));
    expect(res.body).toMatchObject({ productsAdded: 4, categoriesAdded: 4 });
    const listed = (await m.products()).body.items as Listed[];
    expect(listed).toHaveLength(5);
    expect(listed.find((p) => p.id === own.id)).toMatchObject({ price: '30.00', stock: 7 });
    const cats = (await m.categories()).body as { id: string; name: string }[];
    expect(cats.filter((c) => c.name.toLowerCase() === 'chips')).toEqual([
      expect.objectContaining({ id: chipsCategory!.id }),
    ]);
  });

  it('keeps the registered business name when none is given', async () => {
    const m = await merchant();
    const registered = (await account(m.id)).businessName;
    const res = await m.complete(completionFor('pharmacy', { businessName: '  ' }));
    expect(res.status).toBe(200);
    expect(await account(m.id)).toMatchObject({
      businessName: registered,
      businessType: 'Pharmacy',
    });
    const [profile] = await t.deps.db
      .select()
      .from(merchantProfiles)
      .where(eq(merchantProfiles.userId, m.id));
    expect(profile!.bankAccount).toBeNull();
  });

  it("leaves another shop's setup and catalogue untouched", async () => {
    const [a, b] = [await merchant(), await merchant()];
    await a.complete(takeaway());
    const catalogueOfA = (await a.products()).body.items;
    const setupOfA = (await a.read()).body;
    const userOfA = await account(a.id);
    const res = await b.complete(completionFor('grocery'));
    expect(res.body).toMatchObject({
      productsAdded: 5,
      categoriesAdded: 4,
      businessType: 'Grocery Store',
    });
    expect((await a.products()).body.items).toEqual(catalogueOfA);
    expect((await a.read()).body).toEqual(setupOfA);
    expect(await account(a.id)).toMatchObject({
      businessType: userOfA.businessType,
      businessName: userOfA.businessName,
    });
    const namesOfB = ((await b.products()).body.items as Listed[]).map((p) => p.name).sort();
    expect(namesOfB).toEqual(
      templateOf('grocery')
        .products.map((p) => p.name)
        .sort(),
    );
  });
});
