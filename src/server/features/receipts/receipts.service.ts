import { and, eq } from 'drizzle-orm';
import type { PosSaleItem } from '@shared/pos/pos.schemas';
import { firstName } from '@shared/shop-staff/cashier';
import type { Deps } from '@server/deps';
import { posSales, shopStaff, users } from '@server/db/schema/index';
import { instalmentsOf } from '@server/domain/credit/sale-instalments';
import { creditNotes } from '@server/domain/refunds/sale-refunds';
import type { PublicReceipt } from './receipt-page';
import { buyerFrom } from '@shared/pos/receipt-legal';

/** Tokens are 22 URL-safe characters (about 128 random bits); anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

export function createReceiptsService({ db }: Pick<Deps, 'db'>) {
  return {
    /**
     * The one sale a receipt token names, with a credit sale's instalments, its credit notes and
     * the shop's name and address; null when none.
     */
    async byToken(token: string): Promise<PublicReceipt | null> {
      if (!TOKEN.test(token)) return null;
      const [found] = await db
        .select({
          sale: posSales,
          shopName: users.businessName,
          ownerName: users.name,
          shopAddress: users.businessAddress,
          legalName: users.legalName,
          vatNumber: users.vatNumber,
          shopLanguage: users.language,
          cashierName: shopStaff.name,
        })
        .from(posSales)
        .innerJoin(users, eq(users.id, posSales.merchantId))
        .leftJoin(
          shopStaff,
          and(eq(shopStaff.id, posSales.staffId), eq(shopStaff.merchantId, posSales.merchantId)),
        )
        .where(eq(posSales.receiptToken, token));
      if (!found) return null;
      const { sale } = found;
      // Only a credit sale has instalments: the other receipts cost no second query.
      const [instalments, refunds] = await Promise.all([
        sale.paymentMethod === 'credit'
          ? instalmentsOf(db, sale.merchantId, [sale.id]).then((found) => found.get(sale.id))
          : undefined,
        creditNotes(db, sale.merchantId, { saleId: sale.id }),
      ]);
      return {
        seller: {
          tradingName: found.shopName ?? found.ownerName,
          legalName: found.legalName,
          address: found.shopAddress,
          vatNumber: found.vatNumber,
        },
        buyer: buyerFrom(sale),
        saleNumber: sale.saleNumber,
        createdAt: sale.createdAt.toISOString(),
        items: sale.items as PosSaleItem[],
        subtotal: sale.subtotal,
        discount: sale.discountAmount,
        discountPercent: sale.discountPercent === null ? null : Number(sale.discountPercent),
        tax: sale.taxAmount,
        vatPercent: sale.vatPercent,
        total: sale.totalAmount,
        paymentMethod: sale.paymentMethod,
        cashTendered: sale.cashTendered,
        changeDue: sale.changeDue,
        instalments: instalments ?? [],
        shopLanguage: found.shopLanguage,
        cashierName: found.cashierName === null ? null : firstName(found.cashierName),
        creditNotes: refunds,
      };
    },
  };
}
