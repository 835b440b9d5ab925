import { and, eq } from 'drizzle-orm';
import {
  ORDER_MESSAGES,
  type CreateOrderParsed,
  type Order,
  type OrderListQueryParsed,
  type OrderStatus,
  type UpdateOrderParsed,
} from '@shared/orders/orders.schemas';
import type { Deps } from '@server/deps';
import type { Tx } from '@server/db/client';
import { orderItems, orders } from '@server/db/schema/index';
import { notFound, ruleViolation } from '@server/lib/app-error';
import { nextNumber } from '@server/lib/counters';
import { runIdempotent } from '@server/lib/idempotency';
import { isStale, staleEdit } from '@server/lib/row-version';
import { phrase } from '@shared/i18n/phrase';
import { johannesburgDate } from '@shared/time/johannesburg';
import { reconcileOrderStamp } from '@server/domain/loyalty/stamps';
import { issueOrderCreditNote } from '@server/domain/refunds/order-refund';
import { quantities, refuseInactiveAdditions, resolveLines, sameQuantities } from './order-lines';
import { reconcileOrderCredit } from './order-credit';
import { holdsStock, moveHeldStock, stockReason } from './order-stock';
import { listOrders, loadOrder, orderLines } from './orders.queries';
import { refuseForeignCustomer, writeItems } from './order-writes';

const LOCKED: readonly OrderStatus[] = ['completed', 'cancelled'];

export function createOrdersService({ db, clock }: Deps) {
  async function create(
    tx: Tx,
    merchantId: string,
    input: CreateOrderParsed,
    staffId: string | null,
  ): Promise<Order> {
    const lines = await resolveLines(tx, merchantId, input.items);
    refuseInactiveAdditions(lines, new Map());
    await refuseForeignCustomer(tx, merchantId, input.customerId);
    const [order] = await tx
      .insert(orders)
      .values({
        merchantId,
        orderNumber: await nextNumber(tx, merchantId, 'order'),
        customerId: input.customerId,
        totalAmount: '0',
        status: input.status,
        paymentStatus: input.paymentStatus,
        paymentMethod: input.paymentMethod,
        orderType: input.orderType,
        language: input.language ?? null,
        staffId,
        createdAt: clock(),
        updatedAt: clock(),
      })
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    const totalAmount = await writeItems(tx, merchantId, order!.id, lines);
    await tx.update(orders).set({ totalAmount }).where(eq(orders.id, order!.id));
    await reconcileOrderCredit(tx, {
      merchantId,
      orderId: order!.id,
      orderNumber: order!.orderNumber,
      customerId: input.customerId,
      totalAmount,
      onCredit: input.paymentMethod === 'credit' && holdsStock(input.status),
      now: clock(),
    });
    if (holdsStock(input.status)) {
      await moveHeldStock(
        tx,
        merchantId,
        order!.id,
        new Map(),
        quantities(lines),
        'order_reserved',
        johannesburgDate(clock()),
      );
    }
    await reconcileOrderStamp(tx, {
      merchantId,
      orderId: order!.id,
      customerId: input.customerId,
      completed: input.status === 'completed',
      now: clock(),
    });
    return (await loadOrder(tx, merchantId, order!.id))!;
  }

  async function update(tx: Tx, merchantId: string, id: string, input: UpdateOrderParsed) {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.merchantId, merchantId)))
      .for('update');
    if (!order) throw notFound('Order');
    if (isStale(order, input.version)) {
      throw staleEdit(
        phrase('Order {number} was changed since you opened it. Check it and save again.', {
          number: order.orderNumber,
        }),
        input.version,
        (await loadOrder(tx, merchantId, id))!,
      );
    }
    const current = await orderLines(tx, merchantId, id);
    const before = quantities(current);
    const status = input.status ?? order.status;

    let after = before;
    let totalAmount = order.totalAmount;
    if (input.items) {
      const lines = await resolveLines(tx, merchantId, input.items);
      if (!sameQuantities(before, quantities(lines))) {
        if (LOCKED.includes(order.status)) {
          throw ruleViolation('ORDER_LOCKED', ORDER_MESSAGES.itemsLocked, { status: order.status });
        }
        refuseInactiveAdditions(lines, before);
        await tx
          .delete(orderItems)
          .where(and(eq(orderItems.merchantId, merchantId), eq(orderItems.orderId, id)));
        totalAmount = await writeItems(tx, merchantId, id, lines);
        after = quantities(lines);
      }
    }
    if (input.customerId !== undefined) {
      await refuseForeignCustomer(tx, merchantId, input.customerId);
    }
    await moveHeldStock(
      tx,
      merchantId,
      id,
      holdsStock(order.status) ? before : new Map(),
      holdsStock(status) ? after : new Map(),
      stockReason(order.status, status),
      johannesburgDate(clock()),
    );
    const customerId = input.customerId === undefined ? order.customerId : input.customerId;
    if (holdsStock(order.status) && !holdsStock(status)) {
      const { orderNumber } = order;
      await issueOrderCreditNote(tx, {
        merchantId,
        orderId: id,
        orderNumber,
        items: current,
        now: clock(),
      });
    }
    const paymentMethod = input.paymentMethod ?? order.paymentMethod;
    await reconcileOrderCredit(tx, {
      merchantId,
      orderId: id,
      orderNumber: order.orderNumber,
      customerId,
      totalAmount,
      onCredit: paymentMethod === 'credit' && holdsStock(status),
      now: clock(),
    });
    await reconcileOrderStamp(tx, {
      merchantId,
      orderId: id,
      customerId,
      completed: status === 'completed',
      now: clock(),
    });
    await tx
      .update(orders)
      .set({
        status,
        totalAmount,
        paymentStatus: input.paymentStatus ?? order.paymentStatus,
        paymentMethod,
        customerId,
        updatedAt: clock(),
      })
      .where(eq(orders.id, id));
    return (await loadOrder(tx, merchantId, id))!;
  }

  return {
    list: (merchantId: string, query: OrderListQueryParsed) => listOrders(db, merchantId, query),

    async get(merchantId: string, id: string): Promise<Order> {
      const order = await loadOrder(db, merchantId, id);
      if (!order) throw notFound('Order');
      return order;
    },

    /**
     * Prices the items, numbers the order and reserves its stock; retry-safe with a key.
     * staffId: who took it (a member of the shop's staff), null for the owner.
     */
    async create(
      merchantId: string,
      input: CreateOrderParsed,
      key?: string,
      staffId: string | null = null,
    ) {
      const result = await runIdempotent(
        db,
        { merchantId, scope: 'order.create', key, requestBody: input, now: clock() },
        (tx) => create(tx, merchantId, input, staffId),
      );
      return result.body;
    },

    update: (merchantId: string, id: string, input: UpdateOrderParsed): Promise<Order> =>
      db.transaction((tx) => update(tx, merchantId, id, input)),
  };
}
