import { afterAll, beforeAll } from 'vitest';
import type { Role } from '@shared/auth/auth.schemas';
import { signInStaff, signUpMerchant } from './auth-helpers';
import { createTestApp, type TestApp } from './test-app';

/**
 * Named fixtures for an API test file, in place of the preamble each file used to repeat
 * (`let t; beforeAll(createTestApp ...); afterAll(t.close)` and a sign-up): each returns its
 * value at once, filled in by a `beforeAll` before the file's tests run and closed after them.
 * Hooks run in the order they are declared, so a merchant fixture after the app's sees it ready.
 *
 *   const t = appFixture();
 *   const m = merchantFixture(t);
 */
export function appFixture(envOverrides: Record<string, string> = {}): TestApp {
  const fixture = {} as TestApp;
  beforeAll(async () => {
    Object.assign(fixture, await createTestApp(envOverrides));
  });
  // Closed only if it opened: a start that timed out reports its own error, not this one.
  afterAll(() => fixture.close?.());
  return fixture;
}

export type SignedInMerchant = Awaited<ReturnType<typeof signUpMerchant>>;

/** A merchant registered and verified through the API, signed in for the whole file. */
export function merchantFixture(t: TestApp): SignedInMerchant {
  const fixture = {} as SignedInMerchant;
  beforeAll(async () => {
    Object.assign(fixture, await signUpMerchant(t));
  });
  return fixture;
}

export type SignedInStaff = Awaited<ReturnType<typeof signInStaff>>;

/** A staff account (admin unless said) signed in through the admin login for the whole file. */
export function staffFixture(t: TestApp, role: Role = 'admin'): SignedInStaff {
  const fixture = {} as SignedInStaff;
  beforeAll(async () => {
    Object.assign(fixture, await signInStaff(t, role));
  });
  return fixture;
}
