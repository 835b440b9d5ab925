import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import type {
  CreatePosSaleParsed,
  PosSale,
  PosSaleListQueryParsed,
  PosSaleListResponse,
} from '@shared/pos/pos.schemas';
import type { Deps } from '@server/deps';
import { customers, posSales, shopStaff } from '@server/db/schema/index';
import type { Db } from '@server/db/client';
import { instalmentsOf } from '@server/domain/credit/sale-instalments';
import type { Shop } from '@server/plugins/shop';
import { runIdempotent } from '@server/lib/idempotency';
import { notFound } from '@server/lib/app-error';
import { recordSale } from './record-sale';
import { isReceiptClash, refuseUsedReceipt } from './offline-receipt';
import { toSale } from './sale-row';
import { creditNotes, refundedOf } from '@server/domain/refunds/sale-refunds';
import { authorizeSale, cashierOf, type SaleActor } from './sale-staff';

const saleBody = ({ offline: _offline, ...cart }: CreatePosSaleParsed) => cart;

/** Sales with their customer's and cashier's names, newest first. */
const salesWithNames = (db: Db, merchantId: string) =>
  db
    .select({
      sale: posSales,
      customerName: customers.name,
      customerPhone: customers.phone,
      cashierName: shopStaff.name,
    })
    .from(posSales)
    .leftJoin(
      customers,
      and(eq(customers.id, posSales.customerId), eq(customers.merchantId, merchantId)),
    )
    .leftJoin(
      shopStaff,
      and(eq(shopStaff.id, posSales.staffId), eq(shopStaff.merchantId, merchantId)),
    )
    .$dynamic();
type NamedSale = Awaited<ReturnType<ReturnType<typeof salesWithNames>['execute']>>[number];
const buyerOf = (r: NamedSale) =>
  r.customerName === null ? null : { name: r.customerName, phone: r.customerPhone };
const tillPersonOf = (r: NamedSale) =>
  r.sale.staffId && r.cashierName !== null ? { id: r.sale.staffId, name: r.cashierName } : null;

export function createPosService({ db, clock }: Deps) {
  /**
   * A retried sale with the same Idempotency-Key answers the first result (`replayed`; its
   * approval, used by the first, is not asked for again). `actor`: who is at the till, and
   * their approval. Each call is one transaction of its own.
   */
  async function record(
    shop: Shop,
    input: CreatePosSaleParsed,
    key: string | undefined,
    actor: SaleActor,
  ): Promise<{ sale: PosSale; replayed: boolean }> {
    const now = clock();
    const { merchantId } = shop;
    try {
      const result = await runIdempotent(
        db,
        // The key names one sale: a till that sent it online and, unsure it arrived, queues it
        // offline under the same key gets the first answer (the offline block is not compared).
        { merchantId, scope: 'pos.sale', key, requestBody: saleBody(input), now },
        async (tx) => {
          const id = randomUUID();
          await authorizeSale(tx, merchantId, actor, input, id);
          const cashier = await cashierOf(tx, merchantId, actor, input);
          return recordSale(tx, shop, input, now, { id, cashier });
        },
      );
      return { sale: result.body, replayed: result.replayed };
    } catch (error) {
      // Two sends of one receipt number at the same moment: the second names the first.
      if (input.offline && isReceiptClash(error)) {
        await refuseUsedReceipt(db, merchantId, input.offline.receiptNumber);
      }
      throw error;
    }
  }

  return {
    record,

    async create(
      shop: Shop,
      input: CreatePosSaleParsed,
      key: string | undefined,
      actor: SaleActor,
    ): Promise<PosSale> {
      return (await record(shop, input, key, actor)).sale;
    },

    /** One sale with its refunds (credit notes), what came back per line and its status. */
    async get(merchantId: string, id: string): Promise<PosSale> {
      const [row] = await salesWithNames(db, merchantId).where(
        and(eq(posSales.merchantId, merchantId), eq(posSales.id, id)),
      );
      if (!row) throw notFound('Sale');
      const [instalments, refunded, refunds] = await Promise.all([
        instalmentsOf(db, merchantId, [id]),
        refundedOf(db, merchantId, [id]),
        creditNotes(db, merchantId, { saleId: id }),
      ]);
      return toSale(
        row.sale,
        buyerOf(row),
        instalments.get(id) ?? [],
        tillPersonOf(row),
        refunded.get(id),
        refunds,
      );
    },

    async list(merchantId: string, query: PosSaleListQueryParsed): Promise<PosSaleListResponse> {
      const where = and(
        eq(posSales.merchantId, merchantId),
        query.customerId ? eq(posSales.customerId, query.customerId) : undefined,
        query.cashierId === 'owner' ? isNull(posSales.staffId) : undefined,
        query.cashierId && query.cashierId !== 'owner'
          ? eq(posSales.staffId, query.cashierId)
          : undefined,
        query.receiptNumber
          ? or(
              eq(posSales.saleNumber, query.receiptNumber),
              eq(posSales.offlineReceiptNumber, query.receiptNumber),
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        salesWithNames(db, merchantId)
          .where(where)
          .orderBy(desc(posSales.createdAt), desc(posSales.saleNumber))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(posSales).where(where),
      ]);
      const ids = rows.map((r) => r.sale.id);
      const [instalments, refunded] = await Promise.all([
        instalmentsOf(db, merchantId, ids),
        refundedOf(db, merchantId, ids),
      ]);
      return {
        items: rows.map((r) =>
          toSale(
            r.sale,
            buyerOf(r),
            instalments.get(r.sale.id) ?? [],
            tillPersonOf(r),
            refunded.get(r.sale.id),
          ),
        ),
        total: total?.value ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}
