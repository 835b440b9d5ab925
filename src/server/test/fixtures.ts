import type { Db } from '../db/client';
import { customers, products, users } from '../db/schema/index';

let serial = 0;

/** A merchant row without going through the auth API (for tests of server modules). */
export async function insertMerchant(db: Db, name = 'Fixture Spaza') {
  serial += 1;
  const [merchant] = await db
    .insert(users)
    .values({
      username: `fixture${serial}_${Date.now()}`,
      passwordHash: 'x',
      name,
      businessName: name,
      role: 'merchant',
    })
    .returning();
  return merchant!;
}

export async function insertProduct(
  db: Db,
  merchantId: string,
  values: Partial<typeof products.$inferInsert> = {},
) {
  const [product] = await db
    .insert(products)
    .values({
      merchantId,
      name: 'Coca-Cola 2L',
      price: '24.99',
      stock: 20,
      lowStockThreshold: 10,
      ...values,
    })
    .returning();
  return product!;
}

export async function insertCustomer(
  db: Db,
  merchantId: string,
  values: Partial<typeof customers.$inferInsert> = {},
) {
  serial += 1;
  const [customer] = await db
    .insert(customers)
    .values({
      merchantId,
      name: 'Sipho Dlamini',
      phone: `+2782${String(serial).padStart(7, '0')}`,
      ...values,
    })
    .returning();
  return customer!;
}
