import { describe, expect, it } from 'vitest';
import { addDays, DAY_MS } from '../time/johannesburg';
import * as customers from './customer-suggestions';
import { inEnglish } from './test-products';

type Habits = Parameters<typeof customers.lapsedCustomerSuggestions>[0];
const lapsedCustomerSuggestions = (habits: Habits, at: Date) =>
  inEnglish(customers.lapsedCustomerSuggestions(habits, at));
const weekdaySuggestion = (days: Parameters<typeof customers.weekdaySuggestion>[0]) =>
  inEnglish(customers.weekdaySuggestion(days));

const now = new Date('2026-07-15T10:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
const habit = (name: string, purchases: number, first: number, last: number) => ({
  customerId: `c-${name}`,
  name,
  purchases,
  firstPurchaseAt: daysAgo(first),
  lastPurchaseAt: daysAgo(last),
  promotable: name !== 'Worse',
});

describe('lapsedCustomerSuggestions', () => {
  it('names regulars away three times their usual gap, longest overdue first, two at most', () => {
    const suggestions = lapsedCustomerSuggestions(
      [
        habit('Due', 3, 20, 16), // every 2 days, away 16: 8 gaps
        habit('Worse', 5, 48, 40), // every 2 days, away 40: 20 gaps
        habit('Fine', 4, 12, 3), // every 3 days, away 3
        habit('Twice', 2, 30, 29), // not yet a regular
        habit('OneVisit', 3, 9, 9), // three buys in one visit: no habit
        habit('Third', 3, 30, 20), // every 5 days, away 20: 4 gaps
      ],
      now,
    );
    expect(suggestions.map((s) => s.customerId)).toEqual(['c-Worse', 'c-Due']);
    expect(suggestions[1]).toEqual({
      kind: 'lapsed_customer',
      productId: null,
      customerId: 'c-Due',
      title: 'Due has not been back',
      figure: 'Usually buys every 2 days; last purchase 16 days ago (3 purchases)',
      action: 'Call Due or send an SMS with a special offer',
    });
    // POPIA: no special by message for a customer who has not agreed to them.
    expect(suggestions[0]!.action).toBe(
      'Call Worse: they have not agreed to specials by SMS or WhatsApp',
    );
  });
});

describe('weekdaySuggestion', () => {
  // 28 days ending Tuesday 14 July 2026.
  const days = (cents: (weekday: number) => number) =>
    Array.from({ length: 28 }, (_, i) => {
      const date = addDays('2026-07-14', i - 27);
      return { date, cents: cents(new Date(`${date}T00:00:00Z`).getUTCDay()) };
    });

  it('compares the average takings of each weekday', () => {
    const [suggestion] = weekdaySuggestion(
      days((w) => (w === 5 ? 80_000 : w === 1 ? 5_000 : 20_000)),
    );
    expect(suggestion).toMatchObject({
      kind: 'best_weekday',
      title: 'Friday is your best day, Monday your quietest',
      figure: 'Fridays average R800.00 in takings, Mondays R50.00 (last 4 weeks)',
    });
  });

  it('says nothing before two weeks of trade or when every day is alike', () => {
    expect(weekdaySuggestion(days((w) => (w < 2 ? 1000 : 0)))).toEqual([]);
    expect(weekdaySuggestion(days(() => 1000))).toEqual([]);
  });
});
