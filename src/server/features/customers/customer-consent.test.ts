import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONSENT_MESSAGES } from '@shared/customers/consent.schemas';
import { customerConsents } from '@server/db/schema/index';
import { call } from '@server/test/test-app';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { insertCustomer } from '@server/test/fixtures';
import { cashierAndManager } from '@server/test/shop-staff';
import zuServer from '@shared/i18n/locales/zu/server.json';
import enServer from '@shared/i18n/locales/en/server.json';

/** POPIA (issue 33): promotional messages only with consent, per channel, with a way to stop. */
const t = appFixture();
const a = merchantFixture(t);
const b = merchantFixture(t);

const consent = (token: string, id: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/api/customers/${id}/consents`, { token, body });
const promote = (token: string, id: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/api/customers/${id}/promotions`, { token, body });
const special = { channel: 'sms', message: 'Bread R12 this Friday only' };

describe('consent to promotional messages', () => {
  it('records who captured it and when, owner or staff, keeping the whole history', async () => {
    const customer = await insertCustomer(t.deps.db, a.user.id as string);
    const owner = await consent(a.token, customer.id, { channel: 'sms', granted: true });
    expect(owner.status, JSON.stringify(owner.body)).toBe(201);
    expect(owner.body.current).toEqual([
      expect.objectContaining({ channel: 'sms', granted: true, capturedBy: a.user.name }),
    ]);
    expect(owner.body.current[0].byStaff).toBe(false);

    const { cashier } = await cashierAndManager(t, a.token);
    const staff = await consent(cashier.token, customer.id, {
      channel: 'whatsapp',
      granted: true,
    });
    expect(staff.status, JSON.stringify(staff.body)).toBe(201);
    expect(staff.body.history[0]).toMatchObject({
      channel: 'whatsapp',
      capturedBy: 'Lerato Mokoena',
      byStaff: true,
    });
    expect(staff.body.history).toHaveLength(2);
    const read = await call(t.app, 'GET', `/api/customers/${customer.id}/consents`, {
      token: a.token,
    });
    expect(read.body.current.map((r: { channel: string }) => r.channel)).toEqual([
      'sms',
      'whatsapp',
    ]);
  });

  it('refuses a promotion without consent (409) and sends one with the stop line after', async () => {
    const customer = await insertCustomer(t.deps.db, a.user.id as string);
    const refused = await promote(a.token, customer.id, special);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(CONSENT_MESSAGES.noConsent);

    await consent(a.token, customer.id, { channel: 'sms', granted: true });
    const sent = await promote(a.token, customer.id, special);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ channel: 'sms', to: customer.phone });
    expect(sent.body.text).toBe(`${special.message}\n\n${enServer['promo.stop']}`);
    const zulu = await promote(a.token, customer.id, { ...special, language: 'zu' });
    expect(zulu.body.text.endsWith(zuServer['promo.stop'])).toBe(true);
    // Agreeing to SMS says nothing of WhatsApp.
    expect((await promote(a.token, customer.id, { ...special, channel: 'whatsapp' })).status).toBe(
      409,
    );
  });

  it('honours an opt-out on every channel until the customer agrees again', async () => {
    const customer = await insertCustomer(t.deps.db, a.user.id as string);
    await consent(a.token, customer.id, { channel: 'sms', granted: true });
    await consent(a.token, customer.id, { channel: 'whatsapp', granted: true });
    const stop = await consent(a.token, customer.id, { channel: 'whatsapp', granted: false });
    expect(stop.body.current).toHaveLength(3);
    expect(stop.body.current.every((r: { granted: boolean }) => !r.granted)).toBe(true);
    for (const channel of ['sms', 'whatsapp', 'email']) {
      expect((await promote(a.token, customer.id, { ...special, channel })).status).toBe(409);
    }
    expect(stop.body.history).toHaveLength(3);
    await consent(a.token, customer.id, { channel: 'sms', granted: true });
    expect((await promote(a.token, customer.id, special)).status).toBe(200);
    expect((await promote(a.token, customer.id, { ...special, channel: 'whatsapp' })).status).toBe(
      409,
    );
  });

  it('keeps the history append-only in the database', async () => {
    const customer = await insertCustomer(t.deps.db, a.user.id as string);
    await consent(a.token, customer.id, { channel: 'email', granted: true });
    await expect(
      t.deps.db
        .update(customerConsents)
        .set({ granted: false })
        .where(eq(customerConsents.customerId, customer.id)),
    ).rejects.toThrow();
  });

  it("answers another shop's customer 404 and a bad channel 400", async () => {
    const theirs = await insertCustomer(t.deps.db, b.user.id as string);
    expect((await consent(a.token, theirs.id, { channel: 'sms', granted: true })).status).toBe(404);
    expect((await promote(a.token, theirs.id, special)).status).toBe(404);
    const mine = await insertCustomer(t.deps.db, a.user.id as string);
    expect((await consent(a.token, mine.id, { channel: 'fax', granted: true })).status).toBe(400);
  });
});
