import { describe, expect, it } from 'vitest';
import { call } from '@server/test/test-app';
import { signUpMerchant } from '@server/test/auth-helpers';
import { insertProduct } from '@server/test/fixtures';
import { appFixture } from '@server/test/file-fixtures';
import { tillCart } from '@server/test/trading';

/** A pesticide's warning on its receipt line, with the registration it was sold under. */
const t = appFixture();

const WARNING = 'Pesticide L1234: keep away from children and food; read the label';

async function receiptPage(token: string, language = 'en') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/r/${token}`,
    headers: { 'accept-language': language },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('a sale with a pesticide', () => {
  it('warns under the pesticide’s line only, with its L-number, as it was when sold', async () => {
    const owner = await signUpMerchant(t);
    const merchantId = owner.user.id as string;
    const doom = await insertProduct(t.deps.db, merchantId, {
      name: 'Doom 300ml',
      price: '45.00',
      stock: 6,
      kind: 'pesticide',
      pesticideRegistration: 'L1234',
      pesticideHouseholdUse: true,
    });
    const bread = await insertProduct(t.deps.db, merchantId, { name: 'Bread', price: '18.00' });
    const sold = await call(t.app, 'POST', '/api/pos-sales', {
      token: owner.token,
      body: tillCart([
        [doom, 1],
        [bread, 2],
      ]),
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    expect(sold.body.items).toEqual([
      expect.objectContaining({ name: 'Doom 300ml', pesticideRegistration: 'L1234' }),
      expect.not.objectContaining({ pesticideRegistration: expect.anything() }),
    ]);

    // The product's registration changes later: the receipt keeps the one it was sold under.
    const edited = await call(t.app, 'PUT', `/api/products/${doom.id}`, {
      token: owner.token,
      body: { kind: 'pesticide', pesticideRegistration: 'L999', pesticideHouseholdUse: true },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    const html = await receiptPage(sold.body.receiptToken);
    expect(html.split(WARNING)).toHaveLength(2);
    const [doomLine, breadLine] = [html.indexOf('1 x Doom 300ml'), html.indexOf('2 x Bread')];
    expect(html.indexOf(WARNING)).toBeGreaterThan(doomLine);
    expect(html.indexOf(WARNING)).toBeLessThan(breadLine);
    expect(html).not.toContain('L999');

    const zulu = await receiptPage(sold.body.receiptToken, 'zu');
    expect(zulu).toContain('Isibulali-zinambuzane L1234');
  });

  it('has no warning on a receipt without a pesticide', async () => {
    const owner = await signUpMerchant(t);
    const panado = await insertProduct(t.deps.db, owner.user.id as string, {
      name: 'Panado 24s',
      price: '39.99',
      kind: 'medicine',
      medicineSchedule: 0,
    });
    const sold = await call(t.app, 'POST', '/api/pos-sales', {
      token: owner.token,
      body: tillCart([[panado, 1]]),
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    expect(await receiptPage(sold.body.receiptToken)).not.toContain('Pesticide');
  });
});
