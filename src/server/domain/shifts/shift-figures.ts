import type { Cents } from '@shared/money/money';
import type { ShiftMovementKind, ShiftMovementMethod } from '@shared/shifts/shift-constants';

/** One row of a shift's ledger, as the figures read it. */
export interface ShiftMovementFact {
  kind: ShiftMovementKind;
  method: ShiftMovementMethod;
  amountCents: Cents;
  vatCents: Cents;
  staffId: string | null;
  reason: string | null;
}

const OUT_KINDS: ReadonlySet<ShiftMovementKind> = new Set(['refund', 'pay_out']);

/** Cash into the drawer (positive), out of it (negative), or 0: not cash. */
export function cashEffect(movement: ShiftMovementFact): Cents {
  if (movement.method !== 'cash') return 0;
  return OUT_KINDS.has(movement.kind) ? -movement.amountCents : movement.amountCents;
}

const sum = (rows: readonly ShiftMovementFact[], where: (m: ShiftMovementFact) => boolean) =>
  rows.filter(where).reduce((acc, m) => acc + m.amountCents, 0);

/** A person's part of the shift: null is the owner. */
export interface PersonFigures {
  staffId: string | null;
  salesCount: number;
  salesTotal: Cents;
  refunds: Cents;
  cashIn: Cents;
  cashOut: Cents;
}

function personFigures(movements: readonly ShiftMovementFact[]): PersonFigures[] {
  const people = [...new Set(movements.map((m) => m.staffId))];
  return people.map((staffId) => {
    const own = movements.filter((m) => m.staffId === staffId);
    const effects = own.map(cashEffect);
    return {
      staffId,
      salesCount: own.filter((m) => m.kind === 'sale').length,
      salesTotal: sum(own, (m) => m.kind === 'sale'),
      refunds: sum(own, (m) => m.kind === 'refund'),
      cashIn: effects.filter((c) => c > 0).reduce((a, c) => a + c, 0),
      cashOut: -effects.filter((c) => c < 0).reduce((a, c) => a + c, 0),
    };
  });
}

/**
 * The X and Z report's figures, in cents, from the opening float and the shift's movements:
 * expected cash = float + cash in - cash out; everything else is listed by kind and method.
 */
export function shiftFigures(openingFloat: Cents, movements: readonly ShiftMovementFact[]) {
  const sales = movements.filter((m) => m.kind === 'sale');
  const refunds = movements.filter((m) => m.kind === 'refund');
  const voids = refunds.filter((m) => m.reason === 'void');
  const effects = movements.map(cashEffect);
  const cashIn = effects.filter((c) => c > 0).reduce((a, c) => a + c, 0);
  const cashOut = -effects.filter((c) => c < 0).reduce((a, c) => a + c, 0);
  const saleBy = (method: ShiftMovementMethod) => sum(sales, (m) => m.method === method);
  const repaidBy = (method: ShiftMovementMethod) =>
    sum(movements, (m) => m.kind === 'repayment' && m.method === method);
  const ofKind = (kind: ShiftMovementKind) => sum(movements, (m) => m.kind === kind);
  const vat = (rows: ShiftMovementFact[]) => rows.reduce((a, m) => a + m.vatCents, 0);
  return {
    expectedCash: openingFloat + cashIn - cashOut,
    cashIn,
    cashOut,
    totalsByMethod: {
      cash: saleBy('cash'),
      card: saleBy('card'),
      wallet: saleBy('wallet'),
      credit: saleBy('credit'),
    },
    salesCount: sales.length,
    salesTotal: sum(sales, () => true),
    vat: vat(sales) - vat(refunds),
    refunds: sum(refunds, () => true),
    refundsCount: refunds.length,
    voids: sum(voids, () => true),
    voidsCount: voids.length,
    creditGiven: saleBy('credit'),
    repayments: {
      cash: repaidBy('cash'),
      card: repaidBy('card'),
      mobile_money: repaidBy('mobile_money'),
    },
    walletTopUps: ofKind('wallet_top_up'),
    vasSold: ofKind('vas_sale'),
    payIns: ofKind('pay_in'),
    payOuts: ofKind('pay_out'),
    byPerson: personFigures(movements),
  };
}
export type ShiftFigures = ReturnType<typeof shiftFigures>;

/** Card and QR (mobile money) takings: matched with the card machine's own batch. */
export const isCardTaking = (movement: Pick<ShiftMovementFact, 'method'>) =>
  movement.method === 'card' || movement.method === 'mobile_money';
