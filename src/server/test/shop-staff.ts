import { expect } from 'vitest';
import { call, type TestApp } from './test-app';

let serial = 0;

/** Adds a person to the owner's shop (201 expected); PINs are distinct and not trivial. */
export async function addStaff(t: TestApp, ownerToken: string, body: Record<string, unknown> = {}) {
  serial += 1;
  const input = { name: `Lerato Mokoena ${serial}`, role: 'cashier', pin: '2580', ...body };
  const added = await call(t.app, 'POST', '/api/shop-staff', { token: ownerToken, body: input });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return { ...(added.body as { id: string; name: string }), pin: input.pin as string };
}

/** Opens a staff session with the person's PIN, through the owner's session (200 expected). */
export async function staffToken(t: TestApp, ownerToken: string, staffId: string, pin: string) {
  const signed = await call(t.app, 'POST', '/api/shop-staff/sign-in', {
    token: ownerToken,
    body: { staffId, pin },
  });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  return signed.body.token as string;
}

/** An approval of `action` by `approverId` with their PIN, asked with `token` (201 expected). */
export async function approval(
  t: TestApp,
  token: string,
  body: { approverId: string; pin: string; action: string },
) {
  const approved = await call(t.app, 'POST', '/api/shop-staff/approvals', { token, body });
  expect(approved.status, JSON.stringify(approved.body)).toBe(201);
  return approved.body.approvalToken as string;
}

/** A cashier (Lerato, default permissions) and a manager (Bongani), each signed in at the till. */
export async function cashierAndManager(t: TestApp, ownerToken: string) {
  const person = await addStaff(t, ownerToken, { name: 'Lerato Mokoena', pin: '2580' });
  const cashier = { id: person.id, token: await staffToken(t, ownerToken, person.id, '2580') };
  const boss = await addStaff(t, ownerToken, {
    name: 'Bongani Zulu',
    role: 'manager',
    pin: '7391',
  });
  const manager = { ...boss, token: await staffToken(t, ownerToken, boss.id, boss.pin) };
  return { cashier, manager };
}
