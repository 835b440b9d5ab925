// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { PIN_ATTEMPTS, PIN_LOCK_SECONDS } from '@shared/shop-staff/permissions';
import { checkPinOffline, offlineLockSeconds, pinMatches } from './offline-pin';
import { tillKeyFixture } from './till-key-fixture';

const KEY = tillKeyFixture('4826', {
  id: '0b7e3c1a-7d1e-4f4e-9a51-1a2b3c4d5e6f',
  name: 'Thandi',
  role: 'cashier',
});

beforeEach(() => localStorage.clear());

describe('a PIN checked on the phone (WebCrypto PBKDF2-SHA256)', () => {
  it('matches the verifier the server made, and nothing else', async () => {
    expect(await pinMatches(KEY, '4826')).toBe(true);
    expect(await pinMatches(KEY, '4827')).toBe(false);
    expect(await pinMatches(KEY, '48260')).toBe(false);
    expect(await pinMatches({ ...KEY, verifier: null }, '4826')).toBe(false);
  });

  it('matches a key of the server’s own rounds and length', async () => {
    const strong = tillKeyFixture('907351', { id: KEY.id, name: 'A', role: 'owner' }, 210_000);
    expect(await pinMatches(strong, '907351')).toBe(true);
  });

  it('locks the person on this phone after 5 wrong PINs, for 15 minutes', async () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    for (let i = 1; i < PIN_ATTEMPTS; i++) {
      expect(await checkPinOffline(KEY, '1111', now)).toEqual({ ok: false, lockedSeconds: 0 });
    }
    expect(await checkPinOffline(KEY, '1111', now)).toEqual({
      ok: false,
      lockedSeconds: PIN_LOCK_SECONDS,
    });
    // Locked: even the right PIN does not open, and the PIN is not checked.
    expect(await checkPinOffline(KEY, '4826', now + 60_000)).toEqual({
      ok: false,
      lockedSeconds: PIN_LOCK_SECONDS - 60,
    });
    const later = now + PIN_LOCK_SECONDS * 1000;
    expect(offlineLockSeconds(KEY.id, later)).toBe(0);
    expect(await checkPinOffline(KEY, '4826', later)).toEqual({ ok: true });
  });

  it('a right PIN clears the wrong ones before it', async () => {
    const now = Date.now();
    for (let i = 1; i < PIN_ATTEMPTS; i++) await checkPinOffline(KEY, '1111', now);
    expect(await checkPinOffline(KEY, '4826', now)).toEqual({ ok: true });
    expect(await checkPinOffline(KEY, '1111', now)).toEqual({ ok: false, lockedSeconds: 0 });
  });
});
