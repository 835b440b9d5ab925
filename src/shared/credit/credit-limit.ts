import type { Phrase } from '../i18n/phrase';
import { centsToDecimal, type Cents } from '../money/money';
import type { CreditStatus } from './credit.schemas';
import { PAYMENT_MESSAGES, PAYMENT_REFUSALS, type PaymentRefusal } from './reasons';

/** A credit account as the limit rule reads it: its limit, what it owes and its status. */
export interface CreditStanding {
  limitCents: Cents;
  balanceCents: Cents;
  status: CreditStatus;
}

/** What is asked of the account: a new charge, or a new credit limit. */
export type CreditRequest = { chargeCents: Cents } | { newLimitCents: Cents };

/** A 422 refusal: its reason code, the message people read and the details. */
export interface CreditRefusal {
  reason: PaymentRefusal;
  message: string | Phrase;
  details: Record<string, unknown>;
}

/**
 * The credit-limit rule, written once: available = limit - balance (never shown below zero).
 * A charge needs an active account (suspended and inactive ones are refused) and at most the
 * available credit; a new limit may not go below the balance owed. Without a request only the
 * available credit is worked out.
 */
export function checkCredit(
  account: CreditStanding,
  request?: CreditRequest,
): { availableCents: Cents; refusal: CreditRefusal | null } {
  const headroom = account.limitCents - account.balanceCents;
  const availableCents = Math.max(headroom, 0);
  const verdict = (refusal: CreditRefusal | null = null) => ({ availableCents, refusal });
  if (!request) return verdict();
  if ('newLimitCents' in request) {
    if (request.newLimitCents >= account.balanceCents) return verdict();
    return verdict({
      reason: PAYMENT_REFUSALS.limitBelowBalance,
      message: PAYMENT_MESSAGES.limitBelowBalance(account.balanceCents),
      details: { balance: centsToDecimal(account.balanceCents) },
    });
  }
  if (account.status !== 'active') {
    return verdict({
      reason: PAYMENT_REFUSALS.accountSuspended,
      message: PAYMENT_MESSAGES.creditNotActive,
      details: { status: account.status },
    });
  }
  if (request.chargeCents <= headroom) return verdict();
  return verdict({
    reason: PAYMENT_REFUSALS.creditLimitExceeded,
    message: PAYMENT_MESSAGES.creditShort(request.chargeCents, availableCents),
    details: {
      available: centsToDecimal(availableCents),
      requested: centsToDecimal(request.chargeCents),
    },
  });
}
