import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '@server/test/multipart';
import { createTestApp, type TestApp } from '@server/test/test-app';
import { CUSTOMER, PERMIT, inspect, inspectedShop, newLink } from './inspect-test-shop';

let t: TestApp;
let shop: Awaited<ReturnType<typeof inspectedShop>>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await inspectedShop(t);
});
afterAll(() => t.close());

describe("the inspector's pack", () => {
  it('opens the pack with no sign-in: the shop, its permit and certificate, nothing of its trade', async () => {
    const { token } = await newLink(t, shop.token);
    const res = await inspect(t, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const page = res.body;
    for (const shown of [
      'Thandi Spaza',
      'Thandi Trading (Pty) Ltd',
      '12 Vilakazi St, Soweto',
      '4123456789',
      PERMIT,
      'City of Johannesburg',
      'COA/R638/1187',
      'Expires within 30 days',
      'Last visit',
    ])
      expect(page).toContain(shown);
    expect(page).not.toMatch(/<script|<nav/);
    // No sale, no customer, no money: not the buyer, the sale, a price, a cost or a total.
    for (const hidden of [
      CUSTOMER,
      shop.saleNumber,
      'SALE-',
      '21.99',
      '17.35',
      '25.29',
      '208.20',
      'R ',
      'R1',
    ])
      expect({ hidden, shown: page.includes(hidden) }).toEqual({ hidden, shown: false });
  });
  it('reports use-by stock past its date and the write-offs and deliveries of the last 90 days', async () => {
    const page = (await inspect(t, (await newLink(t, shop.token)).token)).body;
    expect(page).toContain('Amasi 2L');
    expect(page).not.toContain('Tennis Biscuits');
    expect(page).toContain('Sunlight Soap');
    expect(page).toContain('Damaged');
    expect(page).not.toContain('Albany Bread');
    expect(page).toMatch(/Makro Crown Mines<\/td><td>REC-\d{6} \(invoice INV-7781\), /);
    expect(page).not.toContain('REC-000900');
    expect(page).not.toContain('Old Wholesale Co');
  });
  it("links the documents' photos through the same token", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const { payload, headers } = multipartFile('file', png, 'permit.png', 'image/png');
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: '/api/compliance/photos/trading_permit',
      headers: { ...headers, authorization: `Bearer ${shop.token}` },
      payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const { token } = await newLink(t, shop.token);
    const page = (await inspect(t, token)).body;
    expect(page).toContain(`href="/inspect/${token}/photos/trading_permit"`);
    expect(page).not.toContain('/photos/certificate_of_acceptability');
    const photo = await t.app.inject({
      method: 'GET',
      url: `/inspect/${token}/photos/trading_permit`,
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(png)).toBe(true);
    const none = await t.app.inject({
      method: 'GET',
      url: `/inspect/${token}/photos/pest_control`,
    });
    expect(none.statusCode).toBe(404);
  });
  it('speaks the browser’s language when it is one of ours, else the owner’s', async () => {
    const { token } = await newLink(t, shop.token);
    const zulu = await inspect(t, token, { 'accept-language': 'zu-ZA,zu;q=0.9' });
    expect(zulu.body).toContain('<html lang="zu">');
    expect(zulu.body).toContain('Iphakethe lokuhlola: Thandi Spaza');
    expect((await inspect(t, token, { 'accept-language': 'fr' })).body).toContain(
      '<html lang="en">',
    );
  });
});
