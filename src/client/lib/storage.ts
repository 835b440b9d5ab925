import type { User } from '@shared/auth/auth.schemas';
import type { TrustedDeviceGrant } from '@shared/auth/devices.schemas';
import { clearStaffSession, unlockTill } from './till-user';

/** Browser storage keys, product-prefixed. */
export const STORAGE_KEYS = {
  token: 'kasitrade_token',
  user: 'kasitrade_user',
  merchant: 'kasitrade_merchant',
} as const;

export interface MerchantRecord {
  id: string;
  username: string;
  name: string;
  businessName: string | null;
  role: string;
  phone: string | null;
  email: string | null;
  loginTime: string;
  lastActivity: string;
}

export const getToken = () => localStorage.getItem(STORAGE_KEYS.token);
export const getRawUser = () => localStorage.getItem(STORAGE_KEYS.user);

/** The stored user, or null when absent or unparsable. */
export function getStoredUser(): User | null {
  const raw = getRawUser();
  if (!raw) return null;
  try {
    return JSON.parse(raw) as User;
  } catch {
    return null;
  }
}

export function saveSession(token: string, user: User) {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  if (user.role !== 'admin') {
    const now = new Date().toISOString();
    const record: MerchantRecord = {
      id: user.id,
      username: user.username,
      name: user.name,
      businessName: user.businessName,
      role: user.role,
      phone: user.phone,
      email: user.email,
      loginTime: now,
      lastActivity: now,
    };
    localStorage.setItem(STORAGE_KEYS.merchant, JSON.stringify(record));
  }
}

/** The account changed on the server (for example its business name): the stored copy follows. */
export function updateStoredUser(
  patch: Partial<Pick<User, 'businessName' | 'businessType' | 'language'>>,
) {
  const user = getStoredUser();
  if (user) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...user, ...patch }));
  const raw = localStorage.getItem(STORAGE_KEYS.merchant);
  if (raw && patch.businessName !== undefined) {
    const record = JSON.parse(raw) as MerchantRecord;
    localStorage.setItem(
      STORAGE_KEYS.merchant,
      JSON.stringify({ ...record, businessName: patch.businessName }),
    );
  }
}

export function touchMerchantActivity() {
  const raw = localStorage.getItem(STORAGE_KEYS.merchant);
  if (!raw) return;
  try {
    const record = JSON.parse(raw) as MerchantRecord;
    record.lastActivity = new Date().toISOString();
    localStorage.setItem(STORAGE_KEYS.merchant, JSON.stringify(record));
  } catch {
    localStorage.removeItem(STORAGE_KEYS.merchant);
  }
}

/** Signing out (or a 401 on the owner's token) ends the owner's session and any staff session. */
export function clearSession() {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
  clearStaffSession();
  unlockTill();
}

/** Why this tab's session ended, said once on the sign-in page (the server's own words). */
const SIGNED_OUT_KEY = 'kasitrade_signed_out';

export function noteSignedOut(message: string) {
  try {
    sessionStorage.setItem(SIGNED_OUT_KEY, message);
  } catch {
    // Storage refused: the sign-in page shows without the reason.
  }
}

/** The reason noted by noteSignedOut, if any. */
export function signedOutNote(): string | null {
  try {
    return sessionStorage.getItem(SIGNED_OUT_KEY);
  } catch {
    return null;
  }
}

/** Said once: a reload of the sign-in page, or the next sign-in, no longer shows it. */
export function clearSignedOutNote() {
  try {
    sessionStorage.removeItem(SIGNED_OUT_KEY);
  } catch {
    // Nothing was kept.
  }
}

/**
 * The credentials this browser holds for accounts whose owner trusted it, by username. Kept
 * apart from the session keys: signing out leaves the phone trusted, that is the point.
 */
export const TRUSTED_DEVICE_KEY = 'kasitrade_trusted_device';

type Stored = Record<string, { id: string; token: string }>;

function read(): Stored {
  try {
    const parsed = JSON.parse(localStorage.getItem(TRUSTED_DEVICE_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

function write(stored: Stored) {
  if (Object.keys(stored).length === 0) localStorage.removeItem(TRUSTED_DEVICE_KEY);
  else localStorage.setItem(TRUSTED_DEVICE_KEY, JSON.stringify(stored));
}

const keyOf = (username: string) => username.trim().toLowerCase();

export const deviceCredentialOf = (username: string) => read()[keyOf(username)];

export function rememberDevice(username: string, grant: TrustedDeviceGrant) {
  write({ ...read(), [keyOf(username)]: { id: grant.id, token: grant.token } });
}

export function forgetDevice(username: string) {
  const { [keyOf(username)]: _gone, ...rest } = read();
  write(rest);
}
