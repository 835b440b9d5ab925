import { describe, expect, it } from 'vitest';
import { daysEnding, loyaltyRate, percentChange, todayVsYesterday, weeklyTrend } from './figures';

describe('percentChange', () => {
  it('is null without a figure to compare with, else one decimal', () => {
    expect(percentChange(5150, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
    expect(percentChange(5150, 2300)).toBe(123.9);
    expect(percentChange(2, 3)).toBe(-33.3);
    expect(percentChange(3, 3)).toBe(0);
  });
});

describe('days', () => {
  const byDay = new Map([
    ['2026-02-28', { cents: 1000, sales: 1 }],
    ['2026-03-02', { cents: 250, sales: 2 }],
  ]);

  it('fills the days without sales with zero, across a month end', () => {
    expect(daysEnding('2026-03-02', 3, byDay)).toEqual([
      { date: '2026-02-28', cents: 1000, sales: 1 },
      { date: '2026-03-01', cents: 0, sales: 0 },
      { date: '2026-03-02', cents: 250, sales: 2 },
    ]);
  });

  it('gives a trend of exactly seven days ending today, as decimal strings', () => {
    const trend = weeklyTrend('2026-03-02', byDay);
    expect(trend).toHaveLength(7);
    expect(trend[0]).toEqual({ date: '2026-02-24', takings: '0.00', sales: 0 });
    expect(trend[6]).toEqual({ date: '2026-03-02', takings: '2.50', sales: 2 });
  });

  it('compares today with yesterday', () => {
    expect(todayVsYesterday('2026-03-01', byDay)).toEqual({
      today: '0.00',
      yesterday: '10.00',
      change: -100,
      discountsToday: '0.00',
    });
    expect(todayVsYesterday('2026-02-28', byDay).change).toBeNull();
  });
});

describe('loyaltyRate', () => {
  it('is the percent of customers who came back; 0 for a shop without customers', () => {
    expect(loyaltyRate(2, 3)).toBe(66.7);
    expect(loyaltyRate(0, 0)).toBe(0);
  });
});
