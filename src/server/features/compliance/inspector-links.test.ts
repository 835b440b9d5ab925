import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '@shared/time/johannesburg';
import { signUpMerchant } from '@server/test/auth-helpers';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { inspect, inspectedShop, newLink } from './inspect-test-shop';

let t: TestApp;
let shop: Awaited<ReturnType<typeof inspectedShop>>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await inspectedShop(t);
});
afterAll(() => t.close());

describe("the inspector's link", () => {
  it('is made with a random URL-safe token of at least 22 characters, for 24 hours', async () => {
    const before = t.deps.clock().getTime();
    const link = await newLink(t, shop.token, { 'x-forwarded-host': 'evil.example' });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(link.url).toBe(`http://localhost:80/inspect/${link.token}`);
    expect(Date.parse(link.expiresAt) - before).toBeGreaterThanOrEqual(24 * HOUR_MS);
    expect(Date.parse(link.expiresAt) - before).toBeLessThan(24 * HOUR_MS + 60_000);
    expect((await newLink(t, shop.token)).token).not.toBe(link.token);
    const listed = await call(t.app, 'GET', '/api/compliance/inspector-links', {
      token: shop.token,
    });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(link.token);
    expect(listed.body.map((l: { hint: string }) => l.hint)).toContain(link.token.slice(0, 4));
  });
  it('is 404 once revoked, by its token or its listed id; another shop cannot revoke it', async () => {
    const link = await newLink(t, shop.token);
    const other = await signUpMerchant(t);
    const theirs = await call(t.app, 'DELETE', `/api/compliance/inspector-links/${link.token}`, {
      token: other.token,
    });
    expect(theirs.status).toBe(404);
    const theirList = await call(t.app, 'GET', '/api/compliance/inspector-links', {
      token: other.token,
    });
    expect(theirList.body).toEqual([]);
    expect((await inspect(t, link.token)).statusCode).toBe(200);
    const revoked = await call(t.app, 'DELETE', `/api/compliance/inspector-links/${link.token}`, {
      token: shop.token,
    });
    expect(revoked.status).toBe(204);
    const gone = await inspect(t, link.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('This inspection link has expired or was withdrawn');
    expect(gone.body).not.toContain('Thandi');
    const photo = await t.app.inject({
      method: 'GET',
      url: `/inspect/${link.token}/photos/trading_permit`,
    });
    expect(photo.statusCode).toBe(404);
    const again = await call(t.app, 'DELETE', `/api/compliance/inspector-links/${link.token}`, {
      token: shop.token,
    });
    expect(again.status).toBe(404);

    const second = await newLink(t, shop.token);
    const listed = await call(t.app, 'GET', '/api/compliance/inspector-links', {
      token: shop.token,
    });
    const { id } = listed.body.find((l: { hint: string }) => l.hint === second.token.slice(0, 4));
    const byId = await call(t.app, 'DELETE', `/api/compliance/inspector-links/${id}`, {
      token: shop.token,
    });
    expect(byId.status).toBe(204);
    expect((await inspect(t, second.token)).statusCode).toBe(404);
    expect((await inspect(t, 'A'.repeat(32))).statusCode).toBe(404);
  });
  it('is 404 after 24 hours, and leaves the list', async () => {
    const link = await newLink(t, shop.token);
    t.advance(24 * HOUR_MS - 60_000);
    expect((await inspect(t, link.token)).statusCode).toBe(200);
    t.advance(2 * 60_000);
    expect((await inspect(t, link.token)).statusCode).toBe(404);
    const listed = await call(t.app, 'GET', '/api/compliance/inspector-links', {
      token: shop.token,
    });
    expect(listed.body.some((l: { hint: string }) => l.hint === link.token.slice(0, 4))).toBe(
      false,
    );
  });
});

describe("the inspector's page, configured", () => {
  it('names the public address when one is set, and answers 429 past the lookups allowed', async () => {
    const app = await createTestApp({
      RECEIPT_LOOKUPS_PER_MINUTE: '3',
      PUBLIC_URL: 'https://kasi.example.co.za',
    });
    try {
      const owner = await signUpMerchant(app);
      const made = await call(app.app, 'POST', '/api/compliance/inspector-links', {
        token: owner.token,
        body: {},
      });
      expect(made.status).toBe(201);
      expect(made.body.url).toBe(`https://kasi.example.co.za/inspect/${made.body.token}`);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push(
          (await app.app.inject({ method: 'GET', url: `/inspect/${made.body.token}` })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await app.close();
    }
  });
});
