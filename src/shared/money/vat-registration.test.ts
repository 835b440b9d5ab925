import { describe, expect, it } from 'vitest';
import {
  COMPULSORY_VAT_THRESHOLD,
  turnoverMeter,
  turnoverWindowStart,
  VOLUNTARY_VAT_THRESHOLD,
} from './vat-registration';

describe('turnoverMeter', () => {
  it('warns from 80% of the compulsory threshold, not a cent before', () => {
    const eighty = (COMPULSORY_VAT_THRESHOLD * 80) / 100;
    expect(turnoverMeter(eighty - 1).warning).toBe(false);
    expect(turnoverMeter(eighty)).toMatchObject({ warning: true, percentOfCompulsory: 80 });
  });

  it('says when the shop may and when it must register', () => {
    expect(turnoverMeter(VOLUNTARY_VAT_THRESHOLD)).toMatchObject({
      mayRegister: false,
      mustRegister: false,
    });
    expect(turnoverMeter(VOLUNTARY_VAT_THRESHOLD + 1).mayRegister).toBe(true);
    expect(turnoverMeter(COMPULSORY_VAT_THRESHOLD + 1)).toMatchObject({
      mustRegister: true,
      percentOfCompulsory: 100,
    });
  });

  it('counts refunds above the sales as nothing', () => {
    expect(turnoverMeter(-500)).toMatchObject({ taxable: 0, percentOfCompulsory: 0 });
  });
});

describe('turnoverWindowStart', () => {
  it('starts the day after the same date a year before', () => {
    expect(turnoverWindowStart('2026-11-27')).toBe('2025-11-28');
    expect(turnoverWindowStart('2026-01-01')).toBe('2025-01-02');
    expect(turnoverWindowStart('2028-02-29')).toBe('2027-03-01');
  });
});
