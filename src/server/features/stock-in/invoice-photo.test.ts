import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_IMAGE_MESSAGES } from '@shared/catalog/product-image';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { signUpMerchant } from '@server/test/auth-helpers';
import { insertProduct } from '@server/test/fixtures';
import { multipartFile } from '@server/test/multipart';
import { stockInCalls } from './stock-in-test-helpers';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'kasitrade-invoices-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function upload(token: string, receiptId: string, content: Buffer, type = 'image/jpeg') {
  const { payload, headers } = multipartFile('photo', content, 'invoice.jpg', type);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/stock-receipts/${receiptId}/photo`,
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const invoice = () =>
  sharp({ create: { width: 2000, height: 2800, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();

describe('POST /api/stock-receipts/{id}/photo', () => {
  it("attaches the invoice photo, served small; refuses other types and another shop's receipt", async () => {
    const m = await signUpMerchant(t);
    const other = await signUpMerchant(t);
    const p = await insertProduct(t.deps.db, m.user.id);
    const receipt = await stockInCalls(t, m.token).received({
      lines: [{ productId: p.id, quantity: 1, unitCost: '5' }],
    });
    const done = await upload(m.token, receipt.id, await invoice());
    expect(done.status).toBe(200);
    expect(done.body.invoicePhoto).toMatch(/^\/api\/product-images\/[a-f0-9]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: done.body.invoicePhoto });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).height).toBe(1280);
    const read = await call(t.app, 'GET', `/api/stock-receipts/${receipt.id}`, { token: m.token });
    expect(read.body.invoicePhoto).toBe(done.body.invoicePhoto);

    const text = await upload(m.token, receipt.id, Buffer.from('not a photo'), 'text/plain');
    expect(text.status).toBe(400);
    expect(text.body.error.message).toBe(PRODUCT_IMAGE_MESSAGES.type);
    expect((await upload(other.token, receipt.id, await invoice())).status).toBe(404);
  });
});
