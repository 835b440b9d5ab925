import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopStaff, users } from '@server/db/schema/index';
import { signUpMerchant } from '@server/test/auth-helpers';
import { insertProduct } from '@server/test/fixtures';
import { addStaff, approval, staffToken } from '@server/test/shop-staff';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { tillCart } from '@server/test/trading';

/** No answer carries a PIN or a stored hash, and none reaches the log. */
let t: TestApp;
let logged = '';
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk) => (logged += String(chunk)));
  t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream: stream });
});
afterAll(() => t.close());

const PIN_FIELD = /"(pin|pinHash|ownerPinHash|passwordHash)"\s*:/;

describe('PINs and their hashes', () => {
  it('appear in no answer of the staff calls or the sales list, and never in the log', async () => {
    const shop = await signUpMerchant(t);
    const answers: unknown[] = [];
    const keep = async (answer: ReturnType<typeof call>) => {
      const { status, body } = await answer;
      answers.push(body);
      return { status, body };
    };
    const token = shop.token;
    const added = (body: object) =>
      keep(call(t.app, 'POST', '/api/shop-staff', { token, body: { name: 'Zanele', ...body } }));
    const person = (await added({ role: 'cashier', pin: '4071' })).body as { id: string };
    const manager = (await added({ role: 'manager', pin: '7391' })).body as { id: string };
    await keep(call(t.app, 'PUT', '/api/shop-staff/owner-pin', { token, body: { pin: '8642' } }));
    const staff = await staffToken(t, token, person.id, '4071');
    await keep(call(t.app, 'GET', '/api/shop-staff', { token }));
    await keep(
      call(t.app, 'PUT', `/api/shop-staff/${person.id}`, { token, body: { pin: '4073' } }),
    );
    await keep(
      call(t.app, 'POST', '/api/shop-staff/sign-in', {
        token,
        body: { staffId: person.id, pin: '9999' },
      }),
    );
    await keep(
      call(t.app, 'POST', '/api/shop-staff/owner-return', { token, body: { pin: '8642' } }),
    );
    const back = await keep(
      call(t.app, 'POST', '/api/shop-staff/owner-return', {
        token,
        body: { password: 'wrong-one' },
      }),
    );
    expect(back.status).toBe(401);
    const keys = await keep(call(t.app, 'GET', '/api/shop-staff/till-keys', { token: staff }));
    expect(keys.status).toBe(200);
    answers.push(
      await approval(t, staff, { approverId: manager.id, pin: '7391', action: 'give_discounts' }),
    );
    const product = await insertProduct(t.deps.db, shop.user.id, { price: '5.00' });
    await keep(
      call(t.app, 'POST', '/api/pos-sales', { token: staff, body: tillCart([[product, 1]]) }),
    );
    await keep(call(t.app, 'GET', '/api/pos-sales', { token }));
    await keep(call(t.app, 'GET', '/api/auth/me', { token: staff }));

    const stored = await t.deps.db
      .select()
      .from(shopStaff)
      .where(eq(shopStaff.merchantId, shop.user.id));
    const [owner] = await t.deps.db.select().from(users).where(eq(users.id, shop.user.id));
    const hashes = [...stored.map((s) => s.pinHash), owner!.ownerPinHash!, owner!.passwordHash];
    const text = JSON.stringify(answers);
    expect(text).not.toMatch(PIN_FIELD);
    expect(text).not.toContain('$argon2');
    for (const hash of hashes) expect(logged).not.toContain(hash);
    expect(logged).not.toContain('$argon2');
    expect(logged).not.toMatch(PIN_FIELD);
    expect(logged).not.toContain(staff);
    // The till key is a separate PBKDF2 verifier: never the stored hash.
    const key = keys.body.keys.find((k: { id: string }) => k.id === person.id);
    expect(key).toMatchObject({ iterations: expect.any(Number), salt: expect.any(String) });
    expect(key.verifier).not.toBe(stored.find((s) => s.id === person.id)!.pinHash);
    expect(keys.body.keys.find((k: { id: string }) => k.id === shop.user.id).verifier).toEqual(
      owner!.ownerPinVerifier,
    );
  });

  it('lists only active staff in the till keys: deactivation removes their key', async () => {
    const shop = await signUpMerchant(t);
    const person = await addStaff(t, shop.token, { pin: '4071' });
    const keysBefore = await call(t.app, 'GET', '/api/shop-staff/till-keys', { token: shop.token });
    expect(keysBefore.body.keys.map((k: { id: string }) => k.id)).toContain(person.id);
    expect(keysBefore.body.keys[0]).toMatchObject({ role: 'owner', verifier: null });
    expect(keysBefore.body.tillLockSeconds).toBe(120);
    await call(t.app, 'DELETE', `/api/shop-staff/${person.id}`, { token: shop.token });
    const keysAfter = await call(t.app, 'GET', '/api/shop-staff/till-keys', { token: shop.token });
    expect(keysAfter.body.keys.map((k: { id: string }) => k.id)).not.toContain(person.id);
  });
});
