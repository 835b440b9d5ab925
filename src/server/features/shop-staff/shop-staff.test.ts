import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PIN_ATTEMPTS, PIN_LOCK_SECONDS } from '@shared/shop-staff/permissions';
import { PIN_MESSAGES } from '@shared/shop-staff/pin';
import { shopStaff } from '@server/db/schema/index';
import { signUpMerchant } from '@server/test/auth-helpers';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { addStaff, staffToken } from '@server/test/shop-staff';
import { call } from '@server/test/test-app';

const t = appFixture();
const shop = merchantFixture(t);

describe('the owner manages the shop staff', () => {
  it('adds a cashier with the role defaults, lists and changes them', async () => {
    const added = await addStaff(t, shop.token, { name: 'Sipho Dube', phone: '0821112233' });
    expect(added).toMatchObject({
      name: 'Sipho Dube',
      role: 'cashier',
      isActive: true,
      permissions: ['sell', 'take_repayments'],
      phone: '+27821112233',
      lockedUntil: null,
      lastWorkedAt: null,
    });
    const promoted = await call(t.app, 'PUT', `/api/shop-staff/${added.id}`, {
      token: shop.token,
      body: { role: 'manager' },
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.permissions).toContain('give_credit');
    const list = await call(t.app, 'GET', '/api/shop-staff', { token: shop.token });
    expect(list.body.map((s: { id: string }) => s.id)).toContain(added.id);
  });

  it('refuses trivial PINs, the owner phone digits among them, with 422', async () => {
    const ownerDigits = shop.phone.slice(-4);
    for (const pin of ['1234', '0000', '123456', '9876', ownerDigits]) {
      const refused = await call(t.app, 'POST', '/api/shop-staff', {
        token: shop.token,
        body: { name: 'Thabo', role: 'cashier', pin },
      });
      expect(refused.status, pin).toBe(422);
      expect(refused.body.error.message).toBe(PIN_MESSAGES.trivial);
    }
  });

  it('allows two people of one shop the same PIN: each is checked for the chosen person', async () => {
    const one = await addStaff(t, shop.token, { pin: '4826' });
    const two = await addStaff(t, shop.token, { pin: '4826' });
    expect(await staffToken(t, shop.token, one.id, '4826')).toMatch(/^staff_/);
    expect(await staffToken(t, shop.token, two.id, '4826')).toMatch(/^staff_/);
    const [row] = await t.deps.db.select().from(shopStaff).where(eq(shopStaff.id, two.id));
    expect(row!.lastWorkedAt).not.toBeNull();
  });

  it(`locks a person after ${PIN_ATTEMPTS} wrong PINs (429 with the seconds left) until the owner unlocks`, async () => {
    const person = await addStaff(t, shop.token, { pin: '3917' });
    const wrong = () =>
      call(t.app, 'POST', '/api/shop-staff/sign-in', {
        token: shop.token,
        body: { staffId: person.id, pin: '3918' },
      });
    for (let i = 1; i < PIN_ATTEMPTS; i += 1) expect((await wrong()).status).toBe(401);
    const locked = await wrong();
    expect(locked.status).toBe(429);
    expect(locked.body.error.details.retryAfterSeconds).toBeGreaterThan(PIN_LOCK_SECONDS - 30);
    expect(Number(locked.headers['retry-after'])).toBe(locked.body.error.details.retryAfterSeconds);
    // The right PIN waits too: the lock is the person's, kept in the database.
    const still = await call(t.app, 'POST', '/api/shop-staff/sign-in', {
      token: shop.token,
      body: { staffId: person.id, pin: '3917' },
    });
    expect(still.status).toBe(429);
    const listed = await call(t.app, 'GET', '/api/shop-staff', { token: shop.token });
    expect(listed.body.find((s: { id: string }) => s.id === person.id).lockedUntil).not.toBeNull();
    const unlocked = await call(t.app, 'PUT', `/api/shop-staff/${person.id}`, {
      token: shop.token,
      body: { unlock: true },
    });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.lockedUntil).toBeNull();
    expect(await staffToken(t, shop.token, person.id, '3917')).toMatch(/^staff_/);
  });

  it("ends a deactivated person's session at once (401 STAFF_DEACTIVATED)", async () => {
    const person = await addStaff(t, shop.token, { pin: '5039' });
    const token = await staffToken(t, shop.token, person.id, '5039');
    expect((await call(t.app, 'GET', '/api/products', { token })).status).toBe(200);
    const gone = await call(t.app, 'DELETE', `/api/shop-staff/${person.id}`, { token: shop.token });
    expect(gone.body.isActive).toBe(false);
    const after = await call(t.app, 'GET', '/api/products', { token });
    expect(after.status).toBe(401);
    expect(after.body.error.details.reason).toBe('STAFF_DEACTIVATED');
    const signIn = await call(t.app, 'POST', '/api/shop-staff/sign-in', {
      token: shop.token,
      body: { staffId: person.id, pin: '5039' },
    });
    expect(signIn.status).toBe(404);
  });

  it("ends staff sessions with the owner's session they were opened under", async () => {
    const owner = await signUpMerchant(t);
    const person = await addStaff(t, owner.token, { pin: '6140' });
    const token = await staffToken(t, owner.token, person.id, '6140');
    expect((await call(t.app, 'GET', '/api/auth/me', { token })).body.user.id).toBe(owner.user.id);
    await call(t.app, 'POST', '/api/auth/logout', { token: owner.token });
    expect((await call(t.app, 'GET', '/api/products', { token })).status).toBe(401);
  });

  it("keeps shop A's staff out of shop B: sign-in, change and deactivate answer 404", async () => {
    const person = await addStaff(t, shop.token, { pin: '7241' });
    const other = await signUpMerchant(t);
    const asB = { token: other.token };
    const body = { staffId: person.id, pin: '7241' };
    expect((await call(t.app, 'POST', '/api/shop-staff/sign-in', { ...asB, body })).status).toBe(
      404,
    );
    const put = await call(t.app, 'PUT', `/api/shop-staff/${person.id}`, {
      ...asB,
      body: { unlock: true },
    });
    expect(put.status).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/shop-staff/${person.id}`, asB)).status).toBe(404);
    const listB = await call(t.app, 'GET', '/api/shop-staff', asB);
    expect(listB.body).toEqual([]);
  });

  it('words its refusals in the reader’s language, all nine for the switch', async () => {
    const person = await addStaff(t, shop.token, { pin: '8164' });
    const token = await staffToken(t, shop.token, person.id, '8164');
    const words = async (language: string) => {
      const headers = { 'accept-language': language };
      const wrong = await call(t.app, 'POST', '/api/shop-staff/sign-in', {
        token: shop.token,
        body: { staffId: person.id, pin: '8165' },
        headers,
      });
      const refused = await call(t.app, 'GET', '/api/shop-staff', { token, headers });
      return [wrong.body.error.message, refused.body.error.message];
    };
    expect(await words('en')).toEqual(['Wrong PIN', 'Only the shop owner can do this']);
    expect(await words('zu')).toEqual([
      'I-PIN ayilungile',
      'Umnikazi wesitolo kuphela ongenza lokhu',
    ]);
    expect(await words('ve')).toEqual([
      'PIN a yo ngo luga',
      'Ndi muṋe wa vhengele fhedzi ane a nga ita izwi',
    ]);
  });
});
