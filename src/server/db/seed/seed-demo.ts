import type { Db } from '../client';
import { userExists } from '../bootstrap';

export const DEMO = {
  merchant: { username: 'demo_merchant', password: 'demo1234', phone: '+27710000001' },
  admin: { username: 'demo_admin', password: 'admin1234' },
} as const;

/** Loads the demo merchant's shop once; returns the credentials banner, or null when already there. */
export async function seedDemoData(db: Db, _clock: () => Date): Promise<{ banner: string } | null> {
  if (await userExists(db, DEMO.merchant.username)) return null;
  return null; // replaced by the demo data module
}
