import { and, eq } from 'drizzle-orm';
import { phrase } from '@shared/i18n/phrase';
import type { Db, Tx } from '@server/db/client';
import { posSales } from '@server/db/schema/index';
import { conflict } from '@server/lib/app-error';
import { isUniqueClash } from '@server/lib/unique-clash';

const RECEIPT_INDEX = 'pos_sales_offline_receipt_key';

/**
 * An offline receipt number names one sale per shop. Sent again under another Idempotency-Key
 * it is refused with 409 naming the sale that has it: the server cannot tell a resend from a
 * second sale that repeats a number, and answering the first sale would let a till mark a
 * different sale synced while it was never recorded. (The same key answers the first result.)
 */
export async function refuseUsedReceipt(db: Db | Tx, merchantId: string, receiptNumber: string) {
  const [used] = await db
    .select({ id: posSales.id, saleNumber: posSales.saleNumber })
    .from(posSales)
    .where(
      and(eq(posSales.merchantId, merchantId), eq(posSales.offlineReceiptNumber, receiptNumber)),
    );
  if (!used) return;
  throw conflict(
    phrase('Receipt {receipt} is already recorded, as sale {saleNumber}', {
      receipt: receiptNumber,
      saleNumber: used.saleNumber,
    }),
    { reason: 'RECEIPT_NUMBER_USED', saleId: used.id, saleNumber: used.saleNumber },
  );
}

/** The unique index refused a receipt number another request stored a moment before. */
export const isReceiptClash = (error: unknown) => isUniqueClash(error, RECEIPT_INDEX);
