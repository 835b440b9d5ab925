import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type {
  CreatePosSaleParsed,
  PosSale,
  PosSaleListQueryParsed,
  PosSaleListResponse,
} from '@shared/pos/pos.schemas';
import type { Deps } from '@server/deps';
import { customers, posSales, shopStaff } from '@server/db/schema/index';
import { instalmentsOf } from '@server/domain/credit/sale-instalments';
import type { Shop } from '@server/plugins/shop';
import { runIdempotent } from '@server/lib/idempotency';
import { recordSale } from './record-sale';
import { isReceiptClash, refuseUsedReceipt } from './offline-receipt';
import { toSale } from './sale-row';
import { authorizeSale, cashierOf, type SaleActor } from './sale-staff';

const saleBody = ({ offline: _offline, ...cart }: CreatePosSaleParsed) => cart;

export function createPosService({ db, clock }: Deps) {
  return {
    /**
     * A retried sale with the same Idempotency-Key answers the first result (its approval, used
     * by the first, is not asked for again). `actor`: who is at the till, and their approval.
     */
    async create(
      shop: Shop,
      input: CreatePosSaleParsed,
      key: string | undefined,
      actor: SaleActor,
    ): Promise<PosSale> {
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
        return result.body;
      } catch (error) {
        // Two sends of one receipt number at the same moment: the second names the first.
        if (input.offline && isReceiptClash(error)) {
          await refuseUsedReceipt(db, merchantId, input.offline.receiptNumber);
        }
        throw error;
      }
    },

    async list(merchantId: string, query: PosSaleListQueryParsed): Promise<PosSaleListResponse> {
      const where = and(
        eq(posSales.merchantId, merchantId),
        query.customerId ? eq(posSales.customerId, query.customerId) : undefined,
        query.cashierId === 'owner' ? isNull(posSales.staffId) : undefined,
        query.cashierId && query.cashierId !== 'owner'
          ? eq(posSales.staffId, query.cashierId)
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
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
          .where(where)
          .orderBy(desc(posSales.createdAt), desc(posSales.saleNumber))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(posSales).where(where),
      ]);
      const instalments = await instalmentsOf(
        db,
        merchantId,
        rows.map((r) => r.sale.id),
      );
      return {
        items: rows.map((r) =>
          toSale(
            r.sale,
            r.customerName === null ? null : { name: r.customerName, phone: r.customerPhone },
            instalments.get(r.sale.id) ?? [],
            r.sale.staffId && r.cashierName !== null
              ? { id: r.sale.staffId, name: r.cashierName }
              : null,
          ),
        ),
        total: total?.value ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}
