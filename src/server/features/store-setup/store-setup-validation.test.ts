import { describe, expect, it } from 'vitest';
import { signUpMerchant } from '@server/test/auth-helpers';
import { rowCounts } from '@server/test/row-counts';
import { completionFor, setupCalls, templateOf } from './store-setup-test-helpers';
import { appFixture } from '@server/test/file-fixtures';

const t = appFixture();

describe('POST /api/store-setup/complete with a bad payload', () => {
  const tooMany = Array.from({ length: 51 }, (_, i) => ({
    name: `Item ${i}`,
    price: '10.00',
    category: 'Other',
  }));
  const withProduct = (patch: Record<string, unknown>) => ({
    products: [{ ...templateOf('takeaway').products[0], ...patch }],
  });
  it.each([
    [
      'an unknown template',
      { template: 'bakery' },
      'Choose a store type: grocery, takeaway, pharmacy or general',
    ],
    ['an empty price', withProduct({ price: '' }), 'Price is required'],
    ['a missing price', withProduct({ price: undefined }), 'Price is required'],
    ['a negative price', withProduct({ price: '-1.00' }), 'Amount cannot be negative'],
    ['a zero price', withProduct({ price: '0' }), 'Amount must be greater than 0'],
    [
      'three decimals',
      withProduct({ price: '12.345' }),
      'Enter an amount in rand with at most two decimals',
    ],
    ['a product without a name', withProduct({ name: ' ' }), 'Product name is required'],
    ['a product without a category', withProduct({ category: '' }), 'Category is required'],
    ['a negative opening stock', withProduct({ stock: -1 }), 'Stock must be a whole number from 0'],
    ['more than 50 products', { products: tooMany }, 'At most 50 products'],
    ['no products', { products: [] }, 'Add at least one product'],
    ['missing products', { products: undefined }, 'Add at least one product'],
    [
      'the same product twice',
      { products: [templateOf('takeaway').products[0], { ...templateOf('takeaway').products[0] }] },
      'Each product name may appear only once',
    ],
    ['a missing business type', { businessType: undefined }, 'Business type is required'],
    [
      'another template name',
      { businessType: 'Pharmacy' },
      "The business type must be the chosen store type's name",
    ],
    [
      'a missing template',
      { template: undefined },
      'Choose a store type: grocery, takeaway, pharmacy or general',
    ],
    ['steps left out', { completedSteps: [1, 2] }, 'Complete steps 1, 2 and 3 first'],
    ['isCompleted false', { isCompleted: false }, 'isCompleted must be true'],
    ['payment info that is not an object', { payment: 'cash' }, 'Payment info is required'],
    [
      'no payment method',
      { payment: { methods: [], payout: 'wallet' } },
      'Choose at least one payment method',
    ],
    [
      'an unknown payment method',
      { payment: { methods: ['cheque'], payout: 'wallet' } },
      'Unknown payment method',
    ],
    [
      'a bank payout without a bank',
      { payment: { methods: ['cash'], payout: 'bank', accountNumber: '12345678' } },
      'Choose your bank',
    ],
  ])('refuses %s with 400 and writes nothing', async (_label, patch, message) => {
    const m = setupCalls(t, (await signUpMerchant(t)).token);
    const before = await rowCounts(t.deps.db);
    const res = await m.complete({ ...completionFor('takeaway'), ...patch });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION', message });
    expect(await rowCounts(t.deps.db)).toEqual(before);
    expect((await m.read()).body.isCompleted).toBe(false);
  });
});
