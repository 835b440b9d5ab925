import { PIN_ATTEMPTS, PIN_LOCK_SECONDS } from '@shared/shop-staff/permissions';
import type { TillKeys } from '@shared/shop-staff/shop-staff.schemas';

export type TillKey = TillKeys['keys'][number];

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/** Equal without an early exit, so a wrong guess takes as long wherever it differs. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.min(a.length, b.length); i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

/**
 * Checks a PIN on the phone against a till key (decision 0026): base64 of
 * PBKDF2-SHA256(the PIN as UTF-8, the salt's bytes, the key's iterations), as long as the verifier.
 */
export async function pinMatches(
  key: Pick<TillKey, 'salt' | 'iterations' | 'verifier'>,
  pin: string,
): Promise<boolean> {
  if (!key.verifier) return false;
  const expected = bytesOf(key.verifier);
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(pin),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const derived = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: bytesOf(key.salt), iterations: key.iterations },
    material,
    expected.length * 8,
  );
  return sameBytes(new Uint8Array(derived), expected);
}

/** Wrong PINs typed with no network, per person, on this phone: 5 lock them for 15 minutes. */
const TRIES_KEY = 'kasitrade_till_pin_tries';
type Tries = Record<string, { failures: number; lockedUntil: number }>;

function readTries(): Tries {
  try {
    return (JSON.parse(localStorage.getItem(TRIES_KEY) ?? '{}') as Tries) ?? {};
  } catch {
    return {};
  }
}

/** Seconds before this person may try a PIN offline again; 0 when they may now. */
export function offlineLockSeconds(id: string, now = Date.now()): number {
  const until = readTries()[id]?.lockedUntil ?? 0;
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/** Counts an offline try: a right PIN clears the count, the fifth wrong one locks. */
export function noteOfflineTry(id: string, right: boolean, now = Date.now()) {
  const { [id]: before, ...others } = readTries();
  const failures = right ? 0 : (before?.failures ?? 0) + 1;
  const tries: Tries =
    failures === 0
      ? others
      : {
          ...others,
          [id]: {
            failures: failures >= PIN_ATTEMPTS ? 0 : failures,
            lockedUntil: failures >= PIN_ATTEMPTS ? now + PIN_LOCK_SECONDS * 1000 : 0,
          },
        };
  localStorage.setItem(TRIES_KEY, JSON.stringify(tries));
}

export type PinCheck = { ok: true } | { ok: false; lockedSeconds: number };

/** An offline PIN check with the phone's own lockout. */
export async function checkPinOffline(key: TillKey, pin: string, now = Date.now()) {
  const locked = offlineLockSeconds(key.id, now);
  if (locked > 0) return { ok: false, lockedSeconds: locked } satisfies PinCheck;
  const right = await pinMatches(key, pin);
  noteOfflineTry(key.id, right, now);
  return (
    right ? { ok: true } : { ok: false, lockedSeconds: offlineLockSeconds(key.id, now) }
  ) satisfies PinCheck;
}
