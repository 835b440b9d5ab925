import type { Cents } from '../money/money';
import { factorsOf, type ProfileFactor } from './profile-factors';
import { PROFILE_RULES } from './profile-rules';

export const SCORE_BANDS = ['excellent', 'good', 'fair', 'poor'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

/** The word for a score: excellent 80+, good 70+, fair 55+, else poor. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return 'excellent';
  if (score >= 70) return 'good';
  if (score >= 55) return 'fair';
  return 'poor';
}

/** A loan as the profile sees it: what is owed on it now and when it was due and repaid. */
export interface LoanRecord {
  status: 'pending' | 'active' | 'paid' | 'declined' | 'defaulted';
  dueDate: Date | null;
  repaidAt: Date | null;
  /** Owed now: disbursement and fee less completed repayments. */
  outstandingCents: Cents;
}

export interface CreditProfileFigures {
  creditLimitCents: Cents;
  outstandingCents: Cents;
  availableCents: Cents;
  score: number;
  band: ScoreBand;
  /** Outstanding as a whole percent of the limit. */
  utilizationPercent: number;
  tradingWeeks: number;
  averageWeeklyCents: Cents;
  steadyWeeklyCents: Cents;
  repaidOnTime: number;
  repaidLate: number;
  overdueLoans: number;
  factors: ProfileFactor[];
}

const isOpen = (loan: LoanRecord) => loan.status === 'pending' || loan.status === 'active';

export const isOverdue = (loan: LoanRecord, now: Date) =>
  loan.status === 'active' && loan.dueDate !== null && loan.dueDate.getTime() < now.getTime();

function median(values: Cents[]): Cents {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : Math.floor((sorted[middle - 1]! + sorted[middle]!) / 2);
}

function limitOf(tradedWeeks: Cents[], steadyWeeklyCents: Cents): Cents {
  const rules = PROFILE_RULES;
  if (tradedWeeks.length < rules.minTradingWeeks) return rules.defaultLimitCents;
  const share = Math.floor((steadyWeeklyCents * rules.limitSharePercent) / 100);
  const rounded = share - (share % rules.limitRoundingCents);
  return Math.min(rules.maxLimitCents, Math.max(rules.defaultLimitCents, rounded));
}

/**
 * `weeklyTakings`: completed till sales of each of the last complete weeks (zero for a week
 * without sales); `loans`: every loan the shop has had.
 */
export function creditProfile(input: {
  weeklyTakings: Cents[];
  loans: LoanRecord[];
  now: Date;
}): CreditProfileFigures {
  const rules = PROFILE_RULES;
  const traded = input.weeklyTakings.slice(0, rules.lookbackWeeks).filter((cents) => cents > 0);
  const total = traded.reduce((sum, cents) => sum + cents, 0);
  const averageWeeklyCents = traded.length ? Math.floor(total / traded.length) : 0;
  const steadyWeeklyCents = traded.length ? Math.min(averageWeeklyCents, median(traded)) : 0;
  const creditLimitCents = limitOf(traded, steadyWeeklyCents);

  const paid = input.loans.filter((loan) => loan.status === 'paid');
  const repaidOnTime = paid.filter(
    (loan) => !loan.dueDate || !loan.repaidAt || loan.repaidAt <= loan.dueDate,
  ).length;
  const repaidLate = paid.length - repaidOnTime;
  const overdueLoans = input.loans.filter((loan) => isOverdue(loan, input.now)).length;
  const score = Math.max(
    0,
    Math.min(
      100,
      rules.defaultScore +
        Math.min(rules.maxOnTimePoints, repaidOnTime * rules.onTimePoints) +
        repaidLate * rules.latePoints +
        overdueLoans * rules.overduePoints,
    ),
  );
  const outstandingCents = input.loans
    .filter(isOpen)
    .reduce((sum, loan) => sum + loan.outstandingCents, 0);
  const figures = {
    creditLimitCents,
    outstandingCents,
    availableCents: Math.max(0, creditLimitCents - outstandingCents),
    score,
    band: scoreBand(score),
    utilizationPercent: Math.round((outstandingCents * 100) / creditLimitCents),
    tradingWeeks: traded.length,
    averageWeeklyCents,
    steadyWeeklyCents,
    repaidOnTime,
    repaidLate,
    overdueLoans,
  };
  return { ...figures, factors: factorsOf(figures) };
}
