import { pbkdf2, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { hashPassword } from '../../lib/crypto';

const derive = promisify(pbkdf2);

/**
 * PBKDF2-SHA256 rounds of a till key (decision 0026): a phone checks a PIN offline against it,
 * so it costs a guesser about this many hashes per PIN tried.
 */
export const TILL_KEY_ITERATIONS = 210_000;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

export interface TillKey {
  /** base64 of random bytes, per PIN. */
  salt: string;
  iterations: number;
  /** base64 of PBKDF2-SHA256(the PIN as UTF-8, the salt's bytes, iterations, 256 bits). */
  verifier: string;
}

export async function tillKeyOf(pin: string): Promise<TillKey> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(pin, salt, TILL_KEY_ITERATIONS, KEY_BYTES, 'sha256');
  return {
    salt: salt.toString('base64'),
    iterations: TILL_KEY_ITERATIONS,
    verifier: key.toString('base64'),
  };
}

/** What a PIN is stored as: argon2id like passwords, and its till key. */
export async function storedPin(pin: string) {
  const [pinHash, key] = await Promise.all([hashPassword(pin), tillKeyOf(pin)]);
  return { pinHash, pinSalt: key.salt, pinIterations: key.iterations, pinVerifier: key.verifier };
}
