import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Role } from '@shared/auth/auth.schemas';
import { users } from '../db/schema/index';
import { hashPassword } from '../lib/crypto';
import { call, type TestApp } from './test-app';

let serial = 0;

export function merchantInput(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const n = String(1_000_000 + ((randomInt(0, 8_000_000) + serial) % 8_000_000)).slice(-7);
  return {
    name: 'Thandi Mokoena',
    businessName: "Thandi's Spaza",
    username: `thandi${n}`,
    password: 'secret123',
    // The last two digits alike: no test PIN (distinct digits) is ever the end of the phone.
    phone: `072${n.slice(1)}${n.slice(-1)}`,
    email: 'thandi@example.co.za',
    ...overrides,
  };
}

/** The SMS handed to the gateway so far (after the queue's sender has sent what it holds). */
export async function sentTo(t: TestApp, phone?: string) {
  await t.smsSent();
  return t.sms.messages(phone);
}

export async function latestCode(t: TestApp, phone: string): Promise<string> {
  const message = (await sentTo(t, phone))[0];
  if (!message?.code) throw new Error(`no code sent to ${phone}`);
  return message.code;
}

/** Registers a merchant and verifies the phone: a signed-in merchant. */
export async function signUpMerchant(t: TestApp, overrides: Record<string, unknown> = {}) {
  const input = merchantInput(overrides);
  const registered = await call(t.app, 'POST', '/api/auth/merchant/register', { body: input });
  expect(registered.status).toBe(201);
  const phone = registered.body.phone as string;
  const verified = await call(t.app, 'POST', '/api/auth/verify-phone', {
    body: { phone, code: await latestCode(t, phone) },
  });
  expect(verified.status).toBe(200);
  return { input, phone, token: verified.body.token as string, user: verified.body.user };
}

/** Creates a staff account directly and signs it in through the admin login. */
export async function signInStaff(
  t: TestApp,
  role: Role = 'admin',
  username = `${role}${++serial}`,
) {
  await t.deps.db.insert(users).values({
    username,
    passwordHash: await hashPassword('staffpass1'),
    name: `Test ${role}`,
    role,
  });
  const login = await call(t.app, 'POST', '/api/auth/admin/login', {
    body: { username, password: 'staffpass1' },
  });
  expect(login.status).toBe(200);
  const [row] = await t.deps.db.select().from(users).where(eq(users.username, username));
  return { token: login.body.token as string, user: row! };
}

export type { FastifyInstance };
