import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../lib/crypto';

/** With an empty database and both variables set, creates the first super_admin. */
export async function bootstrapAdmin(db: Db, username?: string, password?: string) {
  if (!username || !password) return false;
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await db.insert(users).values({
    username: username.trim().toLowerCase(),
    passwordHash: await hashPassword(password),
    name: 'Platform Administrator',
    role: 'super_admin',
  });
  return true;
}

export async function userExists(db: Db, username: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return Boolean(row);
}
