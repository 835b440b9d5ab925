import { and, eq } from 'drizzle-orm';
import { centsToDecimal } from '@shared/money/money';
import type { PosSaleItem } from '@shared/pos/pos.schemas';
import { refundAmounts } from '@shared/pos/refund-amounts';
import {
  REFUND_MESSAGES,
  REFUND_REFUSALS,
  VOID_WINDOW_MINUTES,
  WRITE_OFF_REASONS,
  type CreateRefundParsed,
  type Refund,
} from '@shared/pos/refund.schemas';
import type { Tx } from '@server/db/client';
import { posSales, refundLines, refunds } from '@server/db/schema/index';
import { notFound, ruleViolation } from '@server/lib/app-error';
import { centsOf } from '@server/lib/money-sql';
import { nextNumber } from '@server/lib/counters';
import { changeStock } from '@server/domain/stock/stock';
import { takeBackSaleStamp } from '@server/domain/loyalty/stamps';
import { recordShiftMovement } from '@server/domain/shifts/shift-ledger';
import { giveMoneyBack } from './refund-payment';
import { creditNotes, refundedOf, saleStatus } from '@server/domain/refunds/sale-refunds';
import { authorizeRefund, type RefundActor } from './refund-staff';

/** The sale, locked until the refund commits: two refunds of one sale run one after the other. */
async function lockSale(tx: Tx, merchantId: string, saleId: string) {
  const [sale] = await tx
    .select()
    .from(posSales)
    .where(and(eq(posSales.id, saleId), eq(posSales.merchantId, merchantId)))
    .for('update');
  if (!sale) throw notFound('Sale');
  return sale;
}

const refuse = (key: 'moreThanRemains' | 'notOnSale' | 'voidWindowPassed', details = {}) =>
  ruleViolation(REFUND_REFUSALS[key], REFUND_MESSAGES[key], details);

/**
 * One transaction: lock the sale, check what remains (and a void's window), approve, number the
 * credit note, store it with its lines, give the money back the way it came, put the stock back
 * (or write it off) and, once the whole sale came back, take its loyalty stamp back.
 */
export async function recordRefund(
  tx: Tx,
  merchantId: string,
  saleId: string,
  input: CreateRefundParsed,
  now: Date,
  actor: RefundActor,
): Promise<Refund> {
  const sale = await lockSale(tx, merchantId, saleId);
  const items = sale.items as PosSaleItem[];
  const before = (await refundedOf(tx, merchantId, [saleId])).get(saleId);
  const unitsBack = (index: number) => before?.unitsByLine[index] ?? 0;
  const refundable = {
    lines: items.map((item, index) => ({
      productId: item.productId,
      quantity: item.quantity,
      refundedQuantity: unitsBack(index),
      subtotal: centsOf(item.subtotal),
    })),
    total: centsOf(sale.totalAmount),
    tax: centsOf(sale.taxAmount),
  };
  const amounts = refundAmounts(refundable, input.lines);
  if (!amounts.ok) {
    const { reason, productId, remaining } = amounts;
    throw refuse(reason === REFUND_REFUSALS.notOnSale ? 'notOnSale' : 'moreThanRemains', {
      productId,
      remaining,
    });
  }
  if (input.reason === 'void') {
    const late = now.getTime() - sale.createdAt.getTime() > VOID_WINDOW_MINUTES * 60_000;
    const whole = items.every(
      (item, index) =>
        unitsBack(index) === 0 &&
        amounts.lines
          .filter((part) => part.lineIndex === index)
          .reduce((acc, part) => acc + part.quantity, 0) === item.quantity,
    );
    if (late || !whole) throw refuse('voidWindowPassed', { minutes: VOID_WINDOW_MINUTES });
  }
  const approval = await authorizeRefund(tx, merchantId, actor, saleId);
  const restock = input.restock ?? !WRITE_OFF_REASONS.includes(input.reason);
  const creditNoteNumber = await nextNumber(tx, merchantId, 'credit_note');
  const staffId = actor.staff?.id ?? null;
  const paid = await giveMoneyBack(tx, {
    merchantId,
    saleId,
    method: sale.paymentMethod,
    customerId: sale.customerId,
    amount: amounts.amount,
    description: `Refund ${creditNoteNumber} of ${sale.saleNumber}`,
    now,
  });
  const [refund] = await tx
    .insert(refunds)
    .values({
      merchantId,
      posSaleId: saleId,
      creditNoteNumber,
      amount: centsToDecimal(amounts.amount),
      vat: centsToDecimal(amounts.vat),
      method: paid.method,
      storeCredit: paid.storeCredit === null ? null : centsToDecimal(paid.storeCredit),
      reason: input.reason,
      restock,
      note: input.note || null,
      staffId,
      approvalId: approval?.id ?? null,
      approvedBy: approval?.approvedBy ?? null,
      createdAt: now,
    })
    .returning({ id: refunds.id });
  await tx.insert(refundLines).values(
    amounts.lines.map((part) => ({
      merchantId,
      refundId: refund!.id,
      posSaleId: saleId,
      lineIndex: part.lineIndex,
      productId: part.productId,
      name: items[part.lineIndex]!.name,
      quantity: part.quantity,
      amount: centsToDecimal(part.amount),
      vat: centsToDecimal(part.vat),
      createdAt: now,
    })),
  );
  await recordShiftMovement(tx, {
    merchantId,
    kind: 'refund',
    method: paid.method,
    amountCents: amounts.amount,
    vatCents: amounts.vat,
    sourceId: refund!.id,
    reference: creditNoteNumber,
    staffId,
    reason: input.reason,
    now,
  });
  const back = amounts.lines.map((part) => ({ productId: part.productId, delta: part.quantity }));
  const reference = { referenceType: 'refund', referenceId: refund!.id, staffId };
  await changeStock(tx, merchantId, back, { reason: 'refund', ...reference });
  if (!restock) {
    const off = back.map((change) => ({ ...change, delta: -change.delta }));
    await changeStock(tx, merchantId, off, { reason: 'write_off', ...reference });
  }
  const after = (await refundedOf(tx, merchantId, [saleId])).get(saleId)!;
  if (saleStatus(items, after) === 'refunded') {
    await takeBackSaleStamp(tx, { merchantId, posSaleId: saleId, now });
  }
  return (await creditNotes(tx, merchantId, { refundId: refund!.id }))[0]!;
}
