import { describe, expect, it } from 'vitest';
import { maskPhone, phoneFor } from './phone-mask';

describe('phone masking in the admin portal', () => {
  it('keeps the first three digits and the last two of a South African number', () => {
    expect(maskPhone('+27821234567')).toBe('082 *** **67');
    expect(maskPhone('+27731110009')).toBe('073 *** **09');
  });

  it('masks a foreign number too, and a short one whole', () => {
    expect(maskPhone('+441234567890')).toBe('441 ******* 90');
    expect(maskPhone('12345')).toBe('*****');
  });

  it('shows the whole number to a super admin only', () => {
    expect(phoneFor('super_admin', '+27821234567')).toBe('+27821234567');
    expect(phoneFor('admin', '+27821234567')).toBe('082 *** **67');
    expect(phoneFor('merchant', '+27821234567')).toBe('082 *** **67');
    expect(phoneFor('admin', null)).toBeNull();
  });
});
