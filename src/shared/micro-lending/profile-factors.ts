import { phrase, type MessageText } from '../i18n/phrase';
import { formatRand } from '../money/money';
import { PROFILE_RULES } from './profile-rules';

/** What moved the limit and the score, each in words the server puts in the reader's language. */
export interface ProfileFactor {
  label: MessageText;
  value: MessageText;
  detail: MessageText;
  effect: 'positive' | 'negative' | 'neutral';
}

export const PROFILE_MESSAGES = {
  weeks: 'Weeks with till sales',
  weeksValue: '{weeks} of the last {lookback} full weeks',
  // What a week is (weeklyTakings: the seven-day weeks ending yesterday), so a shop that sold
  // only today reads why it has 0 and when today starts to count.
  weeksToGo:
    'A week counts when it has a completed till sale. The weeks end yesterday, so today’s sales count from tomorrow. Your limit can grow above {limit} after {minimum} such weeks ({weeks} to go).',
  weeksEnough: 'Enough till sales recorded for your limit to follow your takings.',
  takings: 'Average weekly takings',
  takingsFrom: 'From completed till sales in the weeks you traded.',
  takingsRule:
    'Your limit is {share}% of your steady weekly takings ({steady}), from {minimum} up to {maximum}.',
  onTime: 'Loans repaid on time',
  onTimeRule: 'Each adds {points} points to your score (up to {maximum}).',
  late: 'Loans repaid late',
  lateRule: 'Each takes {points} points off your score.',
  overdue: 'Overdue loans',
  overdueRule:
    'Each takes {points} points off your score, and no new loan is possible until it is repaid.',
  overdueNone: 'None. Repaying by the due date keeps it that way.',
} as const;

/** The figures the factors are worded from. */
interface FactorFigures {
  creditLimitCents: number;
  tradingWeeks: number;
  averageWeeklyCents: number;
  steadyWeeklyCents: number;
  repaidOnTime: number;
  repaidLate: number;
  overdueLoans: number;
}

export function factorsOf(f: FactorFigures): ProfileFactor[] {
  const rules = PROFILE_RULES;
  const m = PROFILE_MESSAGES;
  const weeksToGo = rules.minTradingWeeks - f.tradingWeeks;
  const grew = f.creditLimitCents > rules.defaultLimitCents;
  const factors: ProfileFactor[] = [
    {
      label: m.weeks,
      value: phrase(m.weeksValue, { weeks: f.tradingWeeks, lookback: rules.lookbackWeeks }),
      detail:
        weeksToGo > 0
          ? phrase(m.weeksToGo, {
              limit: formatRand(rules.defaultLimitCents),
              minimum: rules.minTradingWeeks,
              weeks: weeksToGo,
            })
          : m.weeksEnough,
      effect: weeksToGo > 0 ? 'neutral' : 'positive',
    },
    {
      label: m.takings,
      value: formatRand(f.averageWeeklyCents),
      detail:
        weeksToGo > 0
          ? m.takingsFrom
          : phrase(m.takingsRule, {
              share: rules.limitSharePercent,
              steady: formatRand(f.steadyWeeklyCents),
              minimum: formatRand(rules.defaultLimitCents),
              maximum: formatRand(rules.maxLimitCents),
            }),
      effect: grew ? 'positive' : 'neutral',
    },
    {
      label: m.onTime,
      value: String(f.repaidOnTime),
      detail: phrase(m.onTimeRule, {
        points: rules.onTimePoints,
        maximum: rules.maxOnTimePoints,
      }),
      effect: f.repaidOnTime > 0 ? 'positive' : 'neutral',
    },
  ];
  if (f.repaidLate > 0) {
    factors.push({
      label: m.late,
      value: String(f.repaidLate),
      detail: phrase(m.lateRule, { points: -rules.latePoints }),
      effect: 'negative',
    });
  }
  factors.push({
    label: m.overdue,
    value: String(f.overdueLoans),
    detail:
      f.overdueLoans > 0 ? phrase(m.overdueRule, { points: -rules.overduePoints }) : m.overdueNone,
    effect: f.overdueLoans > 0 ? 'negative' : 'positive',
  });
  return factors;
}
