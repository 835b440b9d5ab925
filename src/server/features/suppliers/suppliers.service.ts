import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '@server/deps';
import { purchaseOrders, suppliers } from '@server/db/schema/index';
import { notFound } from '@server/lib/app-error';
import { PENDING_PURCHASE_ORDER_STATUSES } from '@shared/purchase-orders/purchase-orders.schemas';
import {
  type Supplier,
  type SupplierSummary,
  type SupplierValues,
} from '@shared/suppliers/suppliers.schemas';

type SupplierRow = typeof suppliers.$inferSelect;

const toSupplier = (row: SupplierRow): Supplier => ({
  id: row.id,
  name: row.name,
  contact: row.contact,
  email: row.email,
  phone: row.phone,
  address: row.address,
  rating: Number(row.rating),
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toColumns = (input: SupplierValues) => ({ ...input, rating: input.rating.toFixed(1) });

export function createSuppliersService({ db, clock }: Deps) {
  return {
    async list(merchantId: string): Promise<Supplier[]> {
      const rows = await db
        .select()
        .from(suppliers)
        .where(eq(suppliers.merchantId, merchantId))
        .orderBy(asc(suppliers.name), asc(suppliers.id));
      return rows.map(toSupplier);
    },

    async create(merchantId: string, input: SupplierValues): Promise<Supplier> {
      const [row] = await db
        .insert(suppliers)
        .values({ merchantId, ...toColumns(input) })
        .returning();
      return toSupplier(row!);
    },

    async update(merchantId: string, id: string, input: SupplierValues): Promise<Supplier> {
      const [row] = await db
        .update(suppliers)
        .set({ ...toColumns(input), updatedAt: clock() })
        .where(and(eq(suppliers.id, id), eq(suppliers.merchantId, merchantId)))
        .returning();
      if (!row) throw notFound('Supplier');
      return toSupplier(row);
    },

    /** Tiles: pending orders are the purchase orders still waiting for goods (open or partly received). */
    async summary(merchantId: string): Promise<SupplierSummary> {
      const [totals] = await db
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${suppliers.status} = 'active')`.mapWith(
            Number,
          ),
          averageRating: sql<string | null>`avg(${suppliers.rating})`,
        })
        .from(suppliers)
        .where(eq(suppliers.merchantId, merchantId));
      const [pending] = await db
        .select({ n: count() })
        .from(purchaseOrders)
        .where(
          and(
            eq(purchaseOrders.merchantId, merchantId),
            inArray(purchaseOrders.status, [...PENDING_PURCHASE_ORDER_STATUSES]),
          ),
        );
      return {
        total: totals?.total ?? 0,
        active: totals?.active ?? 0,
        pendingOrders: pending?.n ?? 0,
        averageRating: Math.round(Number(totals?.averageRating ?? 0) * 10) / 10,
      };
    },
  };
}
