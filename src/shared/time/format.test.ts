import { describe, expect, it } from 'vitest';
import { formatDay, formatWeekdayShort } from './format';

describe('day labels', () => {
  it('read a calendar day the same in every zone', () => {
    expect(formatDay('2026-03-17')).toBe('17 Mar 2026');
    expect(formatWeekdayShort('2026-03-17')).toBe('Tue 17');
    expect(formatWeekdayShort('nonsense')).toBe('—');
  });
});
