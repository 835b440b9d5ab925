import { describe, expect, it } from 'vitest';
import { call } from '@server/test/test-app';
import { signUpMerchant } from '@server/test/auth-helpers';
import { insertProduct } from '@server/test/fixtures';
import { appFixture } from '@server/test/file-fixtures';
import { tillCart } from '@server/test/trading';
import { refundSale } from '@server/test/refunds';
import { BUYER_NEEDED_MESSAGE, TAX_INVOICE } from '@shared/pos/receipt-legal';

/** Receipts that are legal documents: a tax invoice, abridged or full, or a plain sales record. */
const t = appFixture();

const VAT_NUMBER = '4123456789';
const BUYER = {
  name: 'Mabena Builders',
  address: '4 Khumalo St, Tembisa',
  vatNumber: '4987654321',
};

async function shop(settings: Record<string, unknown>) {
  const owner = await signUpMerchant(t);
  const saved = await call(t.app, 'PUT', '/api/shop-settings', {
    token: owner.token,
    body: settings,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return owner;
}

const product = (merchantId: string, price: string) =>
  insertProduct(t.deps.db, merchantId, { name: 'Cement 50kg', price, stock: 9 });

/** The receipt page in English. */
async function page(token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/r/${token}`,
    headers: { 'accept-language': 'en' },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
}

const registered = () =>
  shop({
    vatNumber: VAT_NUMBER,
    vatRegistered: true,
    legalName: 'Thandi Trading (Pty) Ltd',
    address: '12 Vilakazi St, Soweto',
  });

describe('the receipt’s legal form', () => {
  it('a registered shop’s receipt is a tax invoice with its VAT number, names, address and VAT', async () => {
    const owner = await registered();
    const cement = await product(owner.user.id as string, '100.00');
    const sold = await call(t.app, 'POST', '/api/pos-sales', {
      token: owner.token,
      body: tillCart([[cement, 2]]),
    });
    expect(sold.status).toBe(201);
    const html = await page(sold.body.receiptToken);
    expect(html).toContain(TAX_INVOICE);
    expect(html).toContain(`VAT number: ${VAT_NUMBER}`);
    expect(html).toContain('Thandi Trading (Pty) Ltd');
    expect(html).toContain('12 Vilakazi St, Soweto');
    expect(html).toContain(`Sale ${sold.body.saleNumber}`);
    expect(html).toContain('2 x Cement 50kg @ R100.00');
    expect(html).toMatch(/Total before VAT<\/td><td>R\s?200\.00/);
    expect(html).toMatch(/VAT \(15%\)<\/td><td>R\s?30\.00/);
    expect(html).toMatch(/Total<\/td><td>R\s?230\.00/);
    expect(html).not.toContain('Buyer');
  });

  it('an unregistered shop’s receipt has neither "Tax Invoice" nor any VAT', async () => {
    const owner = await shop({ vatRegistered: false, address: '3 Mooki St, Orlando' });
    const cement = await product(owner.user.id as string, '6000.00');
    const body = { ...tillCart([[cement, 1]]), tax: '0.00', total: '6000.00' };
    // No tax invoice, so no buyer is needed however large the sale.
    const sold = await call(t.app, 'POST', '/api/pos-sales', { token: owner.token, body });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const html = await page(sold.body.receiptToken);
    expect(html).not.toContain(TAX_INVOICE);
    expect(html).not.toMatch(/VAT/);
    expect(html).toContain('3 Mooki St, Orlando');
    expect(html).toMatch(/Total<\/td><td>R\s?6\s?000\.00/);
  });

  it('refuses a registered shop’s R6 000 sale without the buyer (422), and prints the buyer given', async () => {
    const owner = await registered();
    const cement = await product(owner.user.id as string, '5217.40');
    const refused = await call(t.app, 'POST', '/api/pos-sales', {
      token: owner.token,
      body: tillCart([[cement, 1]]),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      message: BUYER_NEEDED_MESSAGE,
      details: { reason: 'BUYER_NEEDED' },
    });
    const sold = await call(t.app, 'POST', '/api/pos-sales', {
      token: owner.token,
      body: tillCart([[cement, 1]], { buyer: BUYER }),
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    expect(sold.body.total).toBe('6000.01');
    expect(sold.body.buyer).toEqual(BUYER);
    const html = await page(sold.body.receiptToken);
    expect(html).toContain(TAX_INVOICE);
    expect(html).toContain('Buyer: Mabena Builders');
    expect(html).toContain('4 Khumalo St, Tembisa');
    expect(html).toContain('Buyer&#39;s VAT number: 4987654321');
    // The full form: each line's VAT beside its value.
    expect(html.match(/VAT \(15%\)<\/td><td>R\s?782\.61/g)).toHaveLength(2);
  });

  it('refuses a buyer with a bad VAT number or no address (400)', async () => {
    const owner = await registered();
    const cement = await product(owner.user.id as string, '5217.40');
    for (const buyer of [
      { ...BUYER, vatNumber: '123' },
      { name: 'Mabena Builders', address: ' ' },
    ]) {
      const refused = await call(t.app, 'POST', '/api/pos-sales', {
        token: owner.token,
        body: tillCart([[cement, 1]], { buyer }),
      });
      expect(refused.status).toBe(400);
    }
  });

  it('a credit note on the receipt page names the invoice it corrects, under the shop’s tax invoice heading', async () => {
    const owner = await registered();
    const cement = await product(owner.user.id as string, '100.00');
    const sold = await call(t.app, 'POST', '/api/pos-sales', {
      token: owner.token,
      body: tillCart([[cement, 2]]),
    });
    const refund = await refundSale(t, owner.token, sold.body.id, {
      lines: [{ productId: cement.id, quantity: 1 }],
      reason: 'returned',
    });
    expect(refund.status).toBe(201);
    const html = await page(refund.body.receiptToken);
    expect(html).toContain(`VAT number: ${VAT_NUMBER}`);
    expect(html).toContain(`Credit note ${refund.body.creditNoteNumber}`);
    expect(html).toContain(`For sale ${sold.body.saleNumber}`);
    expect(html).toMatch(/Total before VAT<\/td><td>R\s?100\.00/);
    expect(html).toMatch(/VAT refunded<\/td><td>R\s?15\.00/);
  });
});
