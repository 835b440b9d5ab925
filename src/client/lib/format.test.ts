import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInstant } from './dates';
import { formatDate } from './format';

// A browser far from South Africa: the dates shown must not follow it.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zone;
});

describe('dates shown to people are South African time, whatever the browser', () => {
  const lateEvening = '2026-11-23T22:30:00.000Z'; // 00:30 on 24 Nov in Johannesburg

  it('dates an instant by its Johannesburg day', () => {
    expect(formatDate(lateEvening)).toBe('24 Nov 2026');
    expect(formatDate(null, 'Never')).toBe('Never');
  });

  it('times an instant (the admin health card, audit log, devices) in Johannesburg', () => {
    expect(formatInstant(lateEvening)).toMatch(/24 Nov.*00:30/);
  });
});
