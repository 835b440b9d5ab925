import { isTrivialPin } from '@shared/shop-staff/pin';
import { DEFAULT_PERMISSIONS, type ShopStaffRole } from '@shared/shop-staff/permissions';
import type { Tx } from '../db/client';
import { shopStaff } from '../db/schema';
import { randomDigits } from '../lib/crypto';
import { storedPin } from '../domain/shop-staff/till-key';

const PEOPLE: { name: string; role: ShopStaffRole }[] = [
  { name: 'Lerato Dube', role: 'cashier' },
  { name: 'Sipho Nkosi', role: 'manager' },
];

/** A random 4-digit PIN the staff rules accept. */
function demoPin(ownerPhone: string): string {
  for (;;) {
    const pin = randomDigits(4);
    if (!isTrivialPin(pin, ownerPhone)) return pin;
  }
}

/** The demo shop's helpers, a cashier and a manager, with random PINs hashed before the transaction. */
export async function demoStaff(ownerPhone: string) {
  const people = PEOPLE.map((person) => ({ ...person, pin: demoPin(ownerPhone) }));
  const stored = await Promise.all(people.map((person) => storedPin(person.pin)));
  return { people, stored };
}

/** Writes them; answers the banner's line (their PINs are shown once, there). */
export async function insertDemoStaff(
  tx: Tx,
  merchantId: string,
  { people, stored }: Awaited<ReturnType<typeof demoStaff>>,
  now: Date,
) {
  await tx.insert(shopStaff).values(
    people.map((person, i) => ({
      merchantId,
      name: person.name,
      role: person.role,
      permissions: [...DEFAULT_PERMISSIONS[person.role]],
      ...stored[i]!,
      createdAt: now,
    })),
  );
  return people.map(({ name, role, pin }) => `${name} (${role}) PIN ${pin}`).join(', ');
}
