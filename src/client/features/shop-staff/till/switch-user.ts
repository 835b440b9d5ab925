import type { ApprovalAction } from '@shared/shop-staff/permissions';
import { request } from '@client/api/endpoint';
import {
  approveAction,
  ownerReturn,
  setOwnerPin,
  signInStaff,
} from '@client/api/shop-staff-endpoints';
import { ApiError } from '@client/lib/api';
import { getToken } from '@client/lib/storage';
import { clearStaffSession, saveStaffSession, unlockTill } from '@client/lib/till-user';
import { checkPinOffline, type TillKey } from './offline-pin';
import { tillStaffText } from './till-staff-text';

/** What a PIN (or password) typed at the till came to: done, or what to say. */
export type Outcome<T = void> = { ok: true; value: T } | { ok: false; message: string };

const t = tillStaffText.t;
const failed = (message: string) => ({ ok: false, message }) as const;
const lockedFor = (seconds: number) => failed(t('lockedFor', { minutes: Math.ceil(seconds / 60) }));

/** The server's refusal in the person's words: wrong PIN, locked (for how long), or its message. */
function refusal(error: ApiError) {
  const { retryAfterSeconds } = (error.details ?? {}) as { retryAfterSeconds?: unknown };
  if (error.status === 429) {
    return lockedFor(typeof retryAfterSeconds === 'number' ? retryAfterSeconds : 60);
  }
  if (error.status === 401) return failed(error.serverMessage ?? t('wrongPin'));
  return failed(error.serverMessage ?? t('noAnswer'));
}

/**
 * Asks the server when online; with no network (or none answering), checks the PIN on the phone
 * against the person's till key, with the phone's own lockout.
 */
async function checked<T>(
  key: TillKey,
  pin: string,
  online: boolean,
  server: () => Promise<T>,
  offline: () => T,
): Promise<Outcome<T>> {
  if (online) {
    try {
      return { ok: true, value: await server() };
    } catch (error) {
      if (error instanceof ApiError) return refusal(error);
    }
  }
  if (!key.verifier) return failed(t('ownerNeedsNetwork'));
  const check = await checkPinOffline(key, pin);
  if (check.ok) return { ok: true, value: offline() };
  return check.lockedSeconds > 0 ? lockedFor(check.lockedSeconds) : failed(t('wrongPin'));
}

const ownerToken = () => getToken() ?? undefined;

/**
 * Opens the till for the chosen person with their PIN: a staff session (signed in with the
 * owner's session; offline, one with no token and the key's permissions), or back to the owner.
 */
export async function switchTo(key: TillKey, pin: string, online: boolean): Promise<Outcome> {
  const outcome =
    key.role === 'owner'
      ? await checked(
          key,
          pin,
          online,
          async () => {
            await request(ownerReturn, { body: { pin }, token: ownerToken() });
            clearStaffSession();
          },
          clearStaffSession,
        )
      : await checked(
          key,
          pin,
          online,
          async () => {
            const body = { staffId: key.id, pin };
            saveStaffSession(await request(signInStaff, { body, token: ownerToken() }));
          },
          () => {
            const { id, name, permissions } = key;
            const role = key.role === 'manager' ? 'manager' : 'cashier';
            saveStaffSession({ token: null, staff: { id, name, role, permissions } });
          },
        );
  if (outcome.ok) unlockTill();
  return outcome;
}

/** The owner takes the till back with their password (online only). */
export async function ownerByPassword(password: string): Promise<Outcome> {
  try {
    await request(ownerReturn, { body: { password }, token: ownerToken() });
  } catch (error) {
    return error instanceof ApiError ? refusal(error) : failed(t('noAnswer'));
  }
  clearStaffSession();
  unlockTill();
  return { ok: true, value: undefined };
}

/** The owner's till PIN, set on first use (the password they just gave confirms it). */
export async function saveOwnerPin(pin: string, password: string): Promise<Outcome> {
  try {
    await request(setOwnerPin, { body: { pin, password }, token: ownerToken() });
    return { ok: true, value: undefined };
  } catch (error) {
    return error instanceof ApiError ? refusal(error) : failed(t('noAnswer'));
  }
}

/**
 * A manager's or the owner's PIN approves one action of the person at the till: the server's
 * single-use token, or (no network) the PIN checked on the phone, with no token.
 */
export const approve = (key: TillKey, pin: string, action: ApprovalAction, online: boolean) =>
  checked<{ token: string | null }>(
    key,
    pin,
    online,
    async () => ({
      token: (await request(approveAction, { body: { approverId: key.id, pin, action } }))
        .approvalToken,
    }),
    () => ({ token: null }),
  );
