import type { Db } from '../db/client';
import { userExists } from './bootstrap';
import { users } from '../db/schema';
import { hashPassword, randomPassword } from '../lib/crypto';
import { DAY_MS } from '@shared/time/johannesburg';
import { generateHistory } from './history';
import { createRandom } from './prng';
import { planStock, withoutEmptyLines } from './stock-plan';
import { writeShop } from './write-shop';
import { demoStaff, insertDemoStaff } from './demo-staff';
import { insertDemoShift } from './demo-shifts';
import { writeDemoReceipts } from './stock-receipts';
import { insertDemoPurchaseOrder } from './demo-purchase-orders';

export const DEMO = {
  merchant: { username: 'demo_merchant', phone: '+27710000001' },
  admin: { username: 'demo_admin' },
} as const;

/** Set only by test harnesses (DEMO_MERCHANT_PASSWORD, DEMO_ADMIN_PASSWORD); otherwise random. */
export interface DemoPasswords {
  merchant?: string;
  admin?: string;
}

/** The same shop on every machine: only the dates follow the clock. */
const DEMO_SEED = 20_240_601;

/**
 * Loads the demo merchant's shop once, with random passwords unless given; returns the
 * credentials banner (the only time the passwords are shown), or null when already there.
 */
export async function seedDemoData(
  db: Db,
  clock: () => Date,
  given: DemoPasswords = {},
): Promise<{ banner: string; passwords: Required<DemoPasswords> } | null> {
  if (await userExists(db, DEMO.merchant.username)) return null;
  const passwords = {
    merchant: given.merchant ?? randomPassword(),
    admin: given.admin ?? randomPassword(),
  };
  const now = clock();
  const random = createRandom(DEMO_SEED);
  const generated = generateHistory(random, now);
  const plan = planStock(random, now, generated.sales, generated.orders);
  const history = { sales: generated.sales, orders: withoutEmptyLines(generated.orders), plan };
  const [merchantHash, adminHash, staff] = await Promise.all([
    hashPassword(passwords.merchant),
    hashPassword(passwords.admin),
    demoStaff(DEMO.merchant.phone),
  ]);

  // One transaction: the shop appears whole or not at all, and a second run adds nothing.
  const created = await db.transaction(async (tx) => {
    const [merchant] = await tx
      .insert(users)
      .values({
        username: DEMO.merchant.username,
        passwordHash: merchantHash,
        name: 'Thandi Mokoena',
        email: 'thandi@thandisspaza.co.za',
        phone: DEMO.merchant.phone,
        role: 'merchant',
        businessName: "Thandi's Spaza",
        businessAddress: '1120 Vilakazi St, Orlando West, Soweto, 1804',
        businessType: 'spaza',
        phoneVerified: true,
        createdAt: new Date(now.getTime() - 60 * DAY_MS),
      })
      .onConflictDoNothing()
      .returning();
    if (!merchant) return false;
    await tx
      .insert(users)
      .values({
        username: DEMO.admin.username,
        passwordHash: adminHash,
        name: 'Demo Administrator',
        email: 'admin@kasitrade.co.za',
        role: 'admin',
      })
      .onConflictDoNothing();
    await writeShop(tx, merchant.id, now, history);
    await writeDemoReceipts(tx, merchant.id, now);
    await insertDemoShift(tx, merchant.id, now);
    await insertDemoPurchaseOrder(tx, merchant.id);
    return insertDemoStaff(tx, merchant.id, staff, now);
  });
  if (!created) return null;
  return {
    passwords,
    banner: [
      'Demo data loaded. Sign in with (shown only now; note them down):',
      `  merchant  ${DEMO.merchant.username} / ${passwords.merchant} (phone ${DEMO.merchant.phone}; the code is printed in this log)`,
      `  admin     ${DEMO.admin.username} / ${passwords.admin} (at /admin/login)`,
      `  staff     ${created} (Switch user at the till)`,
    ].join('\n'),
  };
}
