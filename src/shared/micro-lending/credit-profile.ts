import { formatRand, type Cents } from '../money/money';

/**
 * The credit profile of a shop, from its own record. The formula:
 *
 * - Limit. A shop starts at the spec's default, R2 500. Once it has rung up till sales in at
 *   least 4 of the last 12 complete weeks, its limit is half its steady weekly takings, rounded
 *   down to R100, never below the default and never above R10 000. Steady weekly takings are the
 *   lower of the average and the median of the weeks it traded: one bumper week lifts the
 *   average but not the median, so the lower of the two is what the shop can count on.
 * - Score. 85 to start; +3 for every loan repaid by its due date (at most +15), -10 for every
 *   loan repaid late, -25 for every loan overdue now; kept between 0 and 100.
 * - An overdue loan also blocks new loans until it is repaid (see application-rules.ts).
 *
 * A shop that has not traded yet keeps the defaults: nothing here lowers the limit.
 */
export const PROFILE_RULES = {
  defaultLimitCents: 250_000,
  maxLimitCents: 1_000_000,
  limitRoundingCents: 10_000,
  /** The limit as a share of steady weekly takings, in percent. */
  limitSharePercent: 50,
  minTradingWeeks: 4,
  lookbackWeeks: 12,
  defaultScore: 85,
  onTimePoints: 3,
  maxOnTimePoints: 15,
  latePoints: -10,
  overduePoints: -25,
} as const;

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

export interface ProfileFactor {
  label: string;
  value: string;
  detail: string;
  effect: 'positive' | 'negative' | 'neutral';
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

function factorsOf(f: Omit<CreditProfileFigures, 'factors'>): ProfileFactor[] {
  const rules = PROFILE_RULES;
  const weeksToGo = rules.minTradingWeeks - f.tradingWeeks;
  const grew = f.creditLimitCents > rules.defaultLimitCents;
  const factors: ProfileFactor[] = [
    {
      label: 'Weeks of trading at the till',
      value: `${f.tradingWeeks} of the last ${rules.lookbackWeeks} weeks`,
      detail:
        weeksToGo > 0
          ? `Your limit can grow above ${formatRand(rules.defaultLimitCents)} after ${rules.minTradingWeeks} weeks of till sales (${weeksToGo} to go).`
          : 'Enough till sales recorded for your limit to follow your takings.',
      effect: weeksToGo > 0 ? 'neutral' : 'positive',
    },
    {
      label: 'Average weekly takings',
      value: formatRand(f.averageWeeklyCents),
      detail:
        weeksToGo > 0
          ? 'From completed till sales in the weeks you traded.'
          : `Your limit is ${rules.limitSharePercent}% of your steady weekly takings (${formatRand(f.steadyWeeklyCents)}), from ${formatRand(rules.defaultLimitCents)} up to ${formatRand(rules.maxLimitCents)}.`,
      effect: grew ? 'positive' : 'neutral',
    },
    {
      label: 'Loans repaid on time',
      value: String(f.repaidOnTime),
      detail: `Each adds ${rules.onTimePoints} points to your score (up to ${rules.maxOnTimePoints}).`,
      effect: f.repaidOnTime > 0 ? 'positive' : 'neutral',
    },
  ];
  if (f.repaidLate > 0) {
    factors.push({
      label: 'Loans repaid late',
      value: String(f.repaidLate),
      detail: `Each takes ${-rules.latePoints} points off your score.`,
      effect: 'negative',
    });
  }
  factors.push({
    label: 'Overdue loans',
    value: String(f.overdueLoans),
    detail:
      f.overdueLoans > 0
        ? `Each takes ${-rules.overduePoints} points off your score, and no new loan is possible until it is repaid.`
        : 'None. Repaying by the due date keeps it that way.',
    effect: f.overdueLoans > 0 ? 'negative' : 'positive',
  });
  return factors;
}
