import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  nextRunDate,
  type CreateRepeatOrderSchema,
  type RepeatOrder,
} from '@shared/repeat-orders/repeat-orders.schemas';
import type { Deps } from '@server/deps';
import { customers, products, repeatOrders } from '@server/db/schema/index';
import { notFound } from '@server/lib/app-error';
import { johannesburgDate } from '@shared/time/johannesburg';

const columns = {
  id: repeatOrders.id,
  productId: repeatOrders.productId,
  productName: products.name,
  customerId: repeatOrders.customerId,
  customerName: customers.name,
  quantity: repeatOrders.quantity,
  frequency: repeatOrders.frequency,
  nextOrderDate: repeatOrders.nextOrderDate,
  isActive: repeatOrders.isActive,
  createdAt: repeatOrders.createdAt,
};

export function createRepeatOrdersService({ db, clock }: Deps) {
  const today = () => johannesburgDate(clock());

  async function find(merchantId: string, id?: string): Promise<RepeatOrder[]> {
    const rows = await db
      .select(columns)
      .from(repeatOrders)
      .innerJoin(products, eq(products.id, repeatOrders.productId))
      .innerJoin(customers, eq(customers.id, repeatOrders.customerId))
      .where(and(eq(repeatOrders.merchantId, merchantId), id ? eq(repeatOrders.id, id) : undefined))
      .orderBy(asc(repeatOrders.nextOrderDate), asc(repeatOrders.createdAt));
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  }

  async function findOne(merchantId: string, id: string) {
    const [found] = await find(merchantId, id);
    if (!found) throw notFound('Repeat order');
    return found;
  }

  return {
    list: (merchantId: string) => find(merchantId),

    /** Product and customer must be the merchant's own: a foreign id is "not found". */
    async create(merchantId: string, input: z.output<typeof CreateRepeatOrderSchema>) {
      const [owned] = await db
        .select({
          product: sql<boolean>`exists (select 1 from ${products} where ${and(eq(products.id, input.productId), eq(products.merchantId, merchantId))})`,
          customer: sql<boolean>`exists (select 1 from ${customers} where ${and(eq(customers.id, input.customerId), eq(customers.merchantId, merchantId))})`,
        })
        .from(sql`(select 1) as one`);
      if (!owned?.product) throw notFound('Product');
      if (!owned.customer) throw notFound('Customer');
      const [row] = await db
        .insert(repeatOrders)
        .values({ ...input, merchantId, nextOrderDate: nextRunDate(today(), input.frequency) })
        .returning({ id: repeatOrders.id });
      return findOne(merchantId, row!.id);
    },

    /** Pause or resume; a resumed order whose date has passed runs next from today. */
    async setActive(merchantId: string, id: string, isActive: boolean) {
      const current = await findOne(merchantId, id);
      const nextOrderDate =
        isActive && current.nextOrderDate <= today()
          ? nextRunDate(today(), current.frequency)
          : current.nextOrderDate;
      await db
        .update(repeatOrders)
        .set({ isActive, nextOrderDate })
        .where(and(eq(repeatOrders.id, id), eq(repeatOrders.merchantId, merchantId)));
      return findOne(merchantId, id);
    },
  };
}
