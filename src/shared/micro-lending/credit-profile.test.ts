import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../time/johannesburg';
import { englishText as english } from '../i18n/phrase';
import { creditProfile as figuresOf, scoreBand, type LoanRecord } from './credit-profile';

/** The profile with its factors in English words, as the server words them without a language. */
function creditProfile(input: Parameters<typeof figuresOf>[0]) {
  const profile = figuresOf(input);
  const factors = profile.factors.map((f) => ({
    ...f,
    label: english(f.label),
    value: english(f.value),
    detail: english(f.detail),
  }));
  return { ...profile, factors };
}

const now = new Date('2026-03-10T08:00:00Z');
const daysFromNow = (days: number) => new Date(now.getTime() + days * DAY_MS);
const weeks = (...rand: number[]) => rand.map((r) => r * 100);

const paidLoan = (dueInDays: number, repaidInDays: number): LoanRecord => ({
  status: 'paid',
  dueDate: daysFromNow(dueInDays),
  repaidAt: daysFromNow(repaidInDays),
  outstandingCents: 0,
});
const activeLoan = (dueInDays: number, outstandingCents: number): LoanRecord => ({
  status: 'active',
  dueDate: daysFromNow(dueInDays),
  repaidAt: null,
  outstandingCents,
});

describe('creditProfile', () => {
  it('gives a new shop the spec defaults: limit R2500, all available, score 85', () => {
    const profile = creditProfile({ weeklyTakings: [], loans: [], now });
    expect(profile).toMatchObject({
      creditLimitCents: 250_000,
      availableCents: 250_000,
      outstandingCents: 0,
      score: 85,
      band: 'excellent',
      utilizationPercent: 0,
      tradingWeeks: 0,
      averageWeeklyCents: 0,
    });
    expect(profile.factors.map((f) => [f.label, f.value])).toEqual([
      ['Weeks with till sales', '0 of the last 12 full weeks'],
      ['Average weekly takings', 'R0.00'],
      ['Loans repaid on time', '0'],
      ['Overdue loans', '0'],
    ]);
    expect(profile.factors[0]!.detail).toContain('today’s sales count from tomorrow');
  });

  it('keeps the default before 4 weeks of trading, however large the takings', () => {
    const profile = creditProfile({
      weeklyTakings: weeks(50_000, 0, 40_000, 30_000),
      loans: [],
      now,
    });
    expect(profile.tradingWeeks).toBe(3);
    expect(profile.averageWeeklyCents).toBe(4_000_000);
    expect(profile.creditLimitCents).toBe(250_000);
  });

  it('never lowers the default for small or no takings', () => {
    for (const takings of [[], weeks(0, 0, 0), weeks(100, 200, 150, 120, 90)]) {
      expect(creditProfile({ weeklyTakings: takings, loans: [], now }).creditLimitCents).toBe(
        250_000,
      );
    }
  });

  it('raises the limit to half of steady weekly takings after 4 weeks, rounded down to R100', () => {
    const profile = creditProfile({
      weeklyTakings: weeks(8_000, 8_400, 7_900, 8_100, 8_300),
      loans: [],
      now,
    });
    expect(profile.tradingWeeks).toBe(5);
    expect(profile.averageWeeklyCents).toBe(814_000);
    expect(profile.steadyWeeklyCents).toBe(810_000); // the median, below the average
    expect(profile.creditLimitCents).toBe(400_000); // R4 050 rounded down
    expect(profile.factors[1]!.detail).toContain('50% of your steady weekly takings (R8 100.00)');
    expect(profile.factors[1]!.effect).toBe('positive');
  });

  it('is not lifted by one bumper week, and is capped at R10 000', () => {
    const bumper = creditProfile({
      weeklyTakings: weeks(6_000, 6_000, 6_000, 6_000, 60_000),
      loans: [],
      now,
    });
    expect(bumper.averageWeeklyCents).toBe(1_680_000);
    expect(bumper.creditLimitCents).toBe(300_000); // half the median week, R6 000
    const big = creditProfile({
      weeklyTakings: weeks(90_000, 90_000, 90_000, 90_000),
      loans: [],
      now,
    });
    expect(big.creditLimitCents).toBe(1_000_000);
  });

  it('only counts the last 12 weeks', () => {
    const old = [
      ...weeks(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
      ...weeks(9_000, 9_000, 9_000, 9_000),
    ];
    expect(creditProfile({ weeklyTakings: old, loans: [], now }).tradingWeeks).toBe(0);
  });

  it('raises the score for loans repaid on time, up to +15, and lowers it for late ones', () => {
    const onTime = (n: number) => Array.from({ length: n }, () => paidLoan(-5, -6));
    expect(creditProfile({ weeklyTakings: [], loans: onTime(2), now }).score).toBe(91);
    expect(creditProfile({ weeklyTakings: [], loans: onTime(9), now }).score).toBe(100);
    const late = creditProfile({ weeklyTakings: [], loans: [paidLoan(-10, -2)], now });
    expect(late).toMatchObject({ score: 75, band: 'good', repaidLate: 1, repaidOnTime: 0 });
    expect(late.factors.find((f) => f.label === 'Loans repaid late')?.value).toBe('1');
  });

  it('lowers the score for an overdue loan and counts what is owed against the limit', () => {
    const profile = creditProfile({
      weeklyTakings: [],
      loans: [activeLoan(-1, 51_000), activeLoan(5, 100_000)],
      now,
    });
    expect(profile).toMatchObject({
      overdueLoans: 1,
      score: 60,
      band: 'fair',
      outstandingCents: 151_000,
      availableCents: 99_000,
      utilizationPercent: 60,
    });
    const overdue = profile.factors.find((f) => f.label === 'Overdue loans')!;
    expect(overdue).toMatchObject({ value: '1', effect: 'negative' });
    expect(overdue.detail).toContain('no new loan is possible until it is repaid');
  });

  it('keeps the score between 0 and 100 and never shows negative available credit', () => {
    const profile = creditProfile({
      weeklyTakings: [],
      loans: [
        activeLoan(-1, 200_000),
        activeLoan(-2, 100_000),
        activeLoan(-3, 50_000),
        activeLoan(-4, 1),
      ],
      now,
    });
    expect(profile.score).toBe(0);
    expect(profile.band).toBe('poor');
    expect(profile.availableCents).toBe(0);
    expect(profile.utilizationPercent).toBe(140);
  });

  it('ignores declined loans', () => {
    const declined: LoanRecord = {
      status: 'declined',
      dueDate: null,
      repaidAt: null,
      outstandingCents: 0,
    };
    expect(creditProfile({ weeklyTakings: [], loans: [declined], now }).score).toBe(85);
  });
});

describe('scoreBand', () => {
  it('names the bands', () => {
    expect([100, 80, 79, 70, 69, 55, 54, 0].map(scoreBand)).toEqual([
      'excellent',
      'excellent',
      'good',
      'good',
      'fair',
      'fair',
      'poor',
      'poor',
    ]);
  });
});
