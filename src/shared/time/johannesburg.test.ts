import { describe, expect, it } from 'vitest';
import {
  addDays,
  isThisJohannesburgMonth,
  johannesburgCalendar,
  johannesburgDate,
  johannesburgDayStart,
  johannesburgMonthStart,
  weekdayOf,
} from './johannesburg';

describe('Johannesburg day', () => {
  it('turns at 22:00 UTC, whatever the machine zone', () => {
    expect(johannesburgDate(new Date('2026-11-23T21:59:59Z'))).toBe('2026-11-23');
    expect(johannesburgDate(new Date('2026-11-23T22:00:00Z'))).toBe('2026-11-24');
    expect(johannesburgDayStart(new Date('2026-11-23T23:30:00Z')).toISOString()).toBe(
      '2026-11-23T22:00:00.000Z',
    );
    expect(johannesburgDayStart(new Date('2026-11-23T09:00:00Z'), 2).toISOString()).toBe(
      '2026-11-20T22:00:00.000Z',
    );
  });

  it('names the weekday of a calendar day', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-28')).toBe(6);
    expect(weekdayOf('2027-01-01')).toBe(5);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('reads the weekday on Johannesburg clocks', () => {
    // Sunday 22 November 2026, 23:30 in Johannesburg = 21:30 UTC.
    expect(johannesburgCalendar(new Date('2026-11-22T21:30:00Z'))).toEqual({
      weekday: 0,
      dayOfMonth: 22,
    });
    expect(johannesburgCalendar(new Date('2026-11-22T22:30:00Z')).weekday).toBe(1);
  });
});

describe('Johannesburg month', () => {
  it('starts at 00:00 SAST on the first, which is 22:00 UTC the day before', () => {
    expect(johannesburgMonthStart(new Date('2026-11-23T09:00:00Z')).toISOString()).toBe(
      '2026-10-31T22:00:00.000Z',
    );
    // 23:30 UTC on 31 October is already 1 November in Johannesburg.
    expect(johannesburgMonthStart(new Date('2026-10-31T23:30:00Z')).toISOString()).toBe(
      '2026-10-31T22:00:00.000Z',
    );
    expect(johannesburgMonthStart(new Date('2027-01-01T01:00:00Z')).toISOString()).toBe(
      '2026-12-31T22:00:00.000Z',
    );
  });

  it('tells whether a moment is in the current month', () => {
    const now = new Date('2026-11-23T09:00:00Z');
    expect(isThisJohannesburgMonth('2026-10-31T22:00:00Z', now)).toBe(true);
    expect(isThisJohannesburgMonth('2026-10-31T21:59:59Z', now)).toBe(false);
  });
});
