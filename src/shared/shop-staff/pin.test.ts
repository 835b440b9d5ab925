import { describe, expect, it } from 'vitest';
import { isTrivialPin } from './pin';

describe('isTrivialPin', () => {
  it('refuses one digit repeated and runs up or down', () => {
    for (const pin of ['0000', '777777', '1234', '3456789'.slice(0, 5), '9876', '654321']) {
      expect(isTrivialPin(pin), pin).toBe(true);
    }
  });

  it("refuses the last 4 to 6 digits of the owner's phone, not digits from its middle", () => {
    expect(isTrivialPin('4567', '+27821234567')).toBe(true);
    expect(isTrivialPin('234567', '082 123 4567')).toBe(true);
    expect(isTrivialPin('8212', '+27821234567')).toBe(false);
  });

  it('takes a PIN that is none of these', () => {
    expect(isTrivialPin('2580', '+27821234567')).toBe(false);
    expect(isTrivialPin('739150')).toBe(false);
  });
});
