import { divideRoundHalfUp, type Cents } from '../money/money';
import { DAY_MS } from '../time/johannesburg';

/** The fee for the whole term: amount x rate, rounded half up to the cent. */
export function loanFeeCents(amountCents: Cents, rateBasisPoints: number): Cents {
  return divideRoundHalfUp(amountCents * rateBasisPoints, 10_000);
}

/** Total repayment: amount x (1 + rate/100), to the cent (docs/product.md "Constants"). */
export function totalToRepayCents(amountCents: Cents, rateBasisPoints: number): Cents {
  return amountCents + loanFeeCents(amountCents, rateBasisPoints);
}

/** Due date: the approval instant plus the term in whole days. */
export function loanDueDate(approvedAt: Date, termDays: number): Date {
  return new Date(approvedAt.getTime() + termDays * DAY_MS);
}

export type RepaymentOutcome =
  | { ok: true; outstandingCents: Cents; paidOff: boolean }
  | { ok: false; reason: 'NOT_POSITIVE' | 'OVERPAYMENT' };

/** A payment against what is outstanding: partial payments allowed, never more than is owed. */
export function applyRepayment(outstandingCents: Cents, paymentCents: Cents): RepaymentOutcome {
  if (!Number.isInteger(paymentCents) || paymentCents <= 0) {
    return { ok: false, reason: 'NOT_POSITIVE' };
  }
  if (paymentCents > outstandingCents) return { ok: false, reason: 'OVERPAYMENT' };
  const left = outstandingCents - paymentCents;
  return { ok: true, outstandingCents: left, paidOff: left === 0 };
}

/** Whole days from `now` until `due`, rounded up: "due in 3 days". */
export function daysUntil(due: Date, now: Date): number {
  return Math.ceil((due.getTime() - now.getTime()) / DAY_MS);
}
