import { addDays } from '../time/johannesburg';
import type { Cents } from './money';

// VAT registration thresholds (VAT Act s23), the one home of these figures. They move with the
// budget: check https://www.sars.gov.za/types-of-tax/value-added-tax/ and correct them here.

/**
 * Compulsory registration: taxable supplies above R2.3 million in any 12 months, from 1 April
 * 2026 (2026 Budget; R1 million before). Source: SARS VAT page and the 2026 Budget Review, read
 * 27 November 2026.
 */
export const COMPULSORY_VAT_THRESHOLD: Cents = 230_000_000;

/**
 * Voluntary registration: a shop may register once its taxable supplies of the last 12 months
 * pass R120 000 (2026 Budget; R50 000 before). Same source, read 27 November 2026.
 */
export const VOLUNTARY_VAT_THRESHOLD: Cents = 12_000_000;

/** The dashboard warns when the 12 months' turnover reaches this share of the compulsory one. */
export const TURNOVER_WARNING_PERCENT = 80;

/**
 * The first day of the rolling 12 months that end on `today` ("YYYY-MM-DD", Johannesburg): the
 * day after the same date a year before (29 February counts from 1 March).
 */
export function turnoverWindowStart(today: string): string {
  const [year, month, day] = today.split('-');
  const lastYear = `${Number(year) - 1}-${month}-${month === '02' && day === '29' ? '28' : day}`;
  return addDays(lastYear, 1);
}

export interface TurnoverMeter {
  /** Taxable sales of the 12 months, VAT excluded, net of refunds. */
  taxable: Cents;
  compulsory: Cents;
  voluntary: Cents;
  /** The share of the compulsory threshold reached, in whole percent (rounded down). */
  percentOfCompulsory: number;
  /** At or past TURNOVER_WARNING_PERCENT of the compulsory threshold. */
  warning: boolean;
  /** Past the compulsory threshold: the shop must register. */
  mustRegister: boolean;
  /** Past the voluntary threshold: the shop may register. */
  mayRegister: boolean;
}

/** Where a shop's 12 months of taxable sales stand against the two thresholds. */
export function turnoverMeter(taxable: Cents): TurnoverMeter {
  const counted = Math.max(taxable, 0);
  return {
    taxable: counted,
    compulsory: COMPULSORY_VAT_THRESHOLD,
    voluntary: VOLUNTARY_VAT_THRESHOLD,
    percentOfCompulsory: Math.floor((counted * 100) / COMPULSORY_VAT_THRESHOLD),
    warning: counted * 100 >= COMPULSORY_VAT_THRESHOLD * TURNOVER_WARNING_PERCENT,
    mustRegister: counted > COMPULSORY_VAT_THRESHOLD,
    mayRegister: counted > VOLUNTARY_VAT_THRESHOLD,
  };
}
