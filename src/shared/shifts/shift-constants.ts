/**
 * Shifts and the cash-up (issue: shifts and the cash-up), without zod: the till's first load
 * reads them. A shift is one person's time at one drawer, from the float counted in to the
 * blind count at the close.
 */

export const SHIFT_STATUSES = ['open', 'closed'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];

/** A shop has one drawer unless it adds another. */
export const MAIN_DRAWER = 'main';

/** Money put into the drawer (change) or taken out of it (a delivery paid from it). */
export const CASH_MOVEMENT_TYPES = ['pay_in', 'pay_out'] as const;
export type CashMovementType = (typeof CASH_MOVEMENT_TYPES)[number];

/**
 * Everything a shift records, one row each. Cash ones move the expected cash; the others are
 * listed so the owner can match the card machine's batch and see the whole shift.
 */
export const SHIFT_MOVEMENT_KINDS = [
  'sale',
  'refund',
  'repayment',
  'wallet_top_up',
  'vas_sale',
  'pay_in',
  'pay_out',
] as const;
export type ShiftMovementKind = (typeof SHIFT_MOVEMENT_KINDS)[number];

/** How a movement was paid: the till's methods and a repayment's mobile money. */
export const SHIFT_MOVEMENT_METHODS = [
  'cash',
  'card',
  'mobile_money',
  'wallet',
  'credit',
  'store_credit',
] as const;
export type ShiftMovementMethod = (typeof SHIFT_MOVEMENT_METHODS)[number];

/** South African notes and coins, in cents, largest first: the blind count's rows. */
export const CASH_DENOMINATIONS = [
  20000, 10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10,
] as const;
export type CashDenomination = (typeof CASH_DENOMINATIONS)[number];

/** At most this many of one note or coin in a count. */
export const MAX_DENOMINATION_COUNT = 100_000;

export const SHIFT_MESSAGES = {
  alreadyOpen: 'A shift is already open on this drawer. Close it before opening another.',
  alreadyClosed: 'This shift is closed. A correction goes into the open shift as a pay-in or pay-out.',
  reasonRequired: 'Say what the money is for',
  countRequired: 'Enter the cash you counted',
  countMismatch: 'The notes and coins do not add up to the counted cash',
} as const;

/** 409 `details.reason` of a refused shift call. */
export const SHIFT_REFUSALS = {
  alreadyOpen: 'SHIFT_ALREADY_OPEN',
  alreadyClosed: 'SHIFT_CLOSED',
} as const;
