import { describe, expect, it } from 'vitest';
import { addFrequency, nextRunDate } from './repeat-orders.schemas';
import { johannesburgDate } from '@shared/time/johannesburg';

describe('repeat order dates', () => {
  it('adds a week, two weeks or a month, clamping to the end of a shorter month', () => {
    expect(addFrequency('2026-12-28', 'weekly')).toBe('2027-01-04');
    expect(addFrequency('2026-02-20', 'biweekly')).toBe('2026-03-06');
    expect(addFrequency('2026-01-31', 'monthly')).toBe('2026-02-28');
    expect(addFrequency('2028-01-31', 'monthly')).toBe('2028-02-29');
    expect(addFrequency('2026-12-15', 'monthly')).toBe('2027-01-15');
  });

  it('rolls a past date forward to the first run after today', () => {
    expect(nextRunDate('2026-03-10', 'weekly')).toBe('2026-03-17');
    expect(nextRunDate('2026-03-10', 'weekly', '2026-02-01')).toBe('2026-03-15');
  });

  it('takes the calendar date in Johannesburg (UTC+2)', () => {
    expect(johannesburgDate(new Date('2026-03-10T22:30:00Z'))).toBe('2026-03-11');
    expect(johannesburgDate(new Date('2026-03-10T21:30:00Z'))).toBe('2026-03-10');
  });
});
