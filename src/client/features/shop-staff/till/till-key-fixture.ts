import { pbkdf2Sync, randomBytes } from 'node:crypto';
import type { TillKey } from './offline-pin';

/** A till key as the server makes one (PBKDF2-SHA256, base64); few rounds unless told. */
export function tillKeyFixture(
  pin: string,
  person: Pick<TillKey, 'id' | 'name' | 'role'> & Partial<TillKey>,
  iterations = 1000,
): TillKey {
  const salt = randomBytes(16);
  return {
    permissions: [],
    salt: salt.toString('base64'),
    iterations,
    verifier: pbkdf2Sync(pin, salt, iterations, 32, 'sha256').toString('base64'),
    ...person,
  };
}
