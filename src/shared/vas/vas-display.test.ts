import { describe, expect, it } from 'vitest';
import { codeOf, recipientText } from './vas-display';
import { CellphoneSchema, MeterNumberSchema, groupDigits } from './vas.schemas';

const base = { network: null, voucher: null, providerReference: null };

describe('value-added services display', () => {
  it('names the recipient of each kind', () => {
    expect(recipientText({ kind: 'airtime', recipient: '+27712345678', network: 'cell_c' })).toBe(
      'Cell C · 071 234 5678',
    );
    expect(recipientText({ kind: 'electricity', recipient: '01234567890', network: null })).toBe(
      'Meter 01234567890',
    );
    expect(recipientText({ kind: 'send_money', recipient: '+27821234567', network: null })).toBe(
      'To 082 123 4567',
    );
  });

  it('groups a token in fours and copies it without spaces', () => {
    const token = '00001234567890123456';
    expect(codeOf({ ...base, kind: 'electricity', recipient: 'm', voucher: token })).toEqual({
      shown: '0000 1234 5678 9012 3456',
      copy: token,
    });
    expect(
      codeOf({ ...base, kind: 'send_money', recipient: 'p', providerReference: 'SANDBOX-SEND-1' }),
    ).toEqual({ shown: 'SANDBOX-SEND-1', copy: 'SANDBOX-SEND-1' });
    expect(codeOf({ ...base, kind: 'airtime', recipient: 'p' })).toBeNull();
    expect(groupDigits('123456')).toBe('1234 56');
  });

  it('accepts cellphones and meters in the forms people type', () => {
    expect(CellphoneSchema.parse('083 123 4567')).toBe('+27831234567');
    expect(CellphoneSchema.safeParse('011 123 4567').success).toBe(false);
    expect(MeterNumberSchema.parse('0123-4567-890')).toBe('01234567890');
    expect(MeterNumberSchema.parse('1234567890123')).toBe('1234567890123');
    expect(MeterNumberSchema.safeParse('123456789012').success).toBe(false);
  });
});
