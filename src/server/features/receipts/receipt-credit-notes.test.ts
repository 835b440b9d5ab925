import { describe, expect, it } from 'vitest';
import { call } from '@server/test/test-app';
import { insertProduct } from '@server/test/fixtures';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { ringUp } from '@server/test/trading';
import { refundSale } from '@server/test/refunds';
import { formatDateTime } from '@shared/time/format';

/** The customer's receipt page shows the sale's credit notes under it. */
const t = appFixture();
const m = merchantFixture(t);

describe('GET /r/{token} with refunds', () => {
  it('shows each credit note: number, the sale it corrects, lines, VAT refunded and total', async () => {
    const p = await insertProduct(t.deps.db, m.user.id as string, {
      name: 'Maize meal',
      price: '20.00',
      stock: 9,
    });
    const sale = await ringUp(t, m.token, [[p, 2]]);
    const refund = await refundSale(t, m.token, sale.id, {
      lines: [{ productId: p.id, quantity: 1 }],
      reason: 'returned',
    });
    expect(refund.status).toBe(201);
    const page = await t.app.inject({
      method: 'GET',
      url: `/r/${refund.body.receiptToken}`,
      headers: { 'accept-language': 'en' },
    });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain(`Credit note ${refund.body.creditNoteNumber}`);
    expect(html).toContain(
      `For sale ${refund.body.saleNumber} of ${formatDateTime(refund.body.saleDate)}`,
    );
    expect(html).toContain('1 x Maize meal');
    expect(html).toContain('VAT refunded');
    expect(html).toMatch(/Refunded<\/td><td>R\s?23\.00/);
    const zu = await call(t.app, 'GET', `/r/${refund.body.receiptToken}`, {
      headers: { 'accept-language': 'zu' },
    });
    expect(String(zu.body)).toContain(`Inothi yekhredithi ${refund.body.creditNoteNumber}`);
  });
});
