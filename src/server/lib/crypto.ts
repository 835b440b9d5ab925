import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP ASVS 5 parameters for argon2id. */
const ARGON2 = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

// Verified when a username is unknown, so both paths cost the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** 256-bit opaque token, URL safe. */
export const randomToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** n random digits from the secure generator. */
export const randomDigits = (n: number) =>
  Array.from({ length: n }, () => String(randomInt(0, 10))).join('');

// No look-alikes (0/o, 1/l/i), so a password read off a terminal is typed right.
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A random password that is easy to type: 3 groups of 4 (about 59 bits), e.g. "k7dm-2xq9-fh3p". */
export const randomPassword = () =>
  Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => PASSWORD_ALPHABET[randomInt(0, PASSWORD_ALPHABET.length)]).join(
      '',
    ),
  ).join('-');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
