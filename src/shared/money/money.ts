/** Money is integer cents in code; decimal strings with two places on the wire. */
export type Cents = number;

const DECIMAL = /^-?\d{1,10}(\.\d{1,2})?$/;
export const MAX_CENTS = 9_999_999_999; // numeric(12,2)

/** Parses "12.5", "12.50", 12.5 into cents; null when it is not a money amount. */
export function toCents(value: string | number): Cents | null {
  const text = typeof value === 'number' ? numberToText(value) : value.trim();
  if (text === null || !DECIMAL.test(text)) return null;
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_CENTS) return null;
  return negative ? -cents : cents;
}

function numberToText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const rounded = Math.round(value * 100) / 100;
  if (Math.abs(rounded - value) > 1e-9) return null; // more than two decimals
  return rounded.toFixed(2);
}

/** 1250 -> "12.50" */
export function centsToDecimal(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 123450 -> "R1 234.50": the one place money is formatted for people. */
export function formatRand(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const [whole = '0', fraction = '00'] = centsToDecimal(Math.abs(cents)).split('.');
  return `${sign}R${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}.${fraction}`;
}

/** Formats a decimal string from the API ("12.50") as rand; bad input shows R0.00. */
export function formatRandDecimal(decimal: string | number | null | undefined): string {
  if (decimal === null || decimal === undefined) return formatRand(0);
  return formatRand(toCents(decimal) ?? 0);
}

/** Rounds a non-negative fraction of cents half up: (numerator / denominator). */
export function divideRoundHalfUp(numerator: number, denominator: number): Cents {
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}
