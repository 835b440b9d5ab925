import { describe, expect, it } from 'vitest';
import { closedShiftFixture } from '@client/test/shift-fixtures';
import { differenceWords, reportText } from './shift-report';
import { shiftsText } from './shifts-text';

const t = shiftsText.t;

describe('the Z report in words', () => {
  it('says short, over or exact with the amount', () => {
    expect(differenceWords('-5.00', t)).toBe('R5.00 short');
    expect(differenceWords('3.00', t)).toBe('R3.00 over');
    expect(differenceWords('0.00', t)).toBe('Exact');
    expect(differenceWords(null, t)).toBeNull();
  });

  it('writes the whole report for the owner’s WhatsApp', () => {
    const text = reportText(closedShiftFixture('170.00', '-5.00'), "Thandi's Spaza", t);
    expect(text).toContain("Thandi's Spaza\nZ report · Shift 7");
    expect(text).toContain(
      'Expected cash: R175.00\nCounted cash: R170.00\nDifference: R5.00 short',
    );
    expect(text).toContain('Pay-outs: R20.00');
    expect(text).toContain('S-000031 Card R42.50');
  });
});
