import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay, formatInstant, formatInstantDay, formatWeekdayShort } from './format';

// A browser far from South Africa: the dates shown must not follow it.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zone;
});

describe('instants shown to people are South African time, whatever the browser', () => {
  const lateEvening = '2026-11-23T22:30:00.000Z'; // 00:30 on 24 Nov in Johannesburg

  it('dates an instant by its Johannesburg day (joined, last login)', () => {
    expect(formatInstantDay(lateEvening)).toBe('24 Nov 2026');
    expect(formatInstantDay(null, 'Never')).toBe('Never');
    expect(formatInstantDay('soon')).toBe('—');
  });

  it('times an instant (the admin health card, audit log, devices) in Johannesburg', () => {
    expect(formatInstant(lateEvening)).toMatch(/24 Nov.*00:30/);
  });
});

describe('day labels', () => {
  it('read a calendar day the same in every zone', () => {
    expect(formatDay('2026-03-17')).toBe('17 Mar 2026');
    expect(formatWeekdayShort('2026-03-17')).toBe('Tue 17');
    expect(formatWeekdayShort('nonsense')).toBe('—');
  });
});
