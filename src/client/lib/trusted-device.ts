import type { TrustedDeviceGrant } from '@shared/auth/devices.schemas';

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
