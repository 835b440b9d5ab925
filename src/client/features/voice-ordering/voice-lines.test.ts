import { describe, expect, it } from 'vitest';
import {
  draftTotal,
  dropChoice,
  pickCandidate,
  removeLine,
  setQuantity,
  voiceOrderOf,
  type VoiceDraft,
} from './voice-lines';

const coke = { productId: 'c2', name: 'Coca-Cola 2L', price: '26.99' };
const small = { productId: 'c5', name: 'Coca-Cola 500ml', price: '12.99' };
const bread = { productId: 'b1', name: 'White Bread 700g', price: '17.99' };

const draft: VoiceDraft = {
  lines: [{ ...bread, quantity: 1 }],
  choices: [{ said: 'coke', quantity: 2, candidates: [coke, small] }],
};

describe('the heard order, edited', () => {
  it('changes a quantity, removes a line at 0 or below, and caps at 1000', () => {
    expect(setQuantity(draft, 'b1', 3).lines).toEqual([{ ...bread, quantity: 3 }]);
    expect(setQuantity(draft, 'b1', 0).lines).toEqual([]);
    expect(setQuantity(draft, 'b1', -2).lines).toEqual([]);
    expect(setQuantity(draft, 'b1', 5000).lines[0]!.quantity).toBe(1000);
    expect(removeLine(draft, 'b1').lines).toEqual([]);
  });

  it('picks a candidate with the quantity heard, adding to a line of the same product', () => {
    const picked = pickCandidate(draft, 0, 'c5');
    expect(picked).toEqual({
      lines: [
        { ...bread, quantity: 1 },
        { ...small, quantity: 2 },
      ],
      choices: [],
    });
    const again: VoiceDraft = {
      ...picked,
      choices: [{ said: 'cokes', quantity: 3, candidates: [coke, small] }],
    };
    expect(pickCandidate(again, 0, 'c5').lines).toContainEqual({ ...small, quantity: 5 });
    expect(pickCandidate(draft, 0, 'nope')).toBe(draft);
    expect(dropChoice(draft, 0).choices).toEqual([]);
  });

  it('totals with the bulk tiers and sends the spec voice order', () => {
    const ten = setQuantity(draft, 'b1', 10);
    // 10 units: 5% off 17.99 = 17.09
    expect(draftTotal(ten)).toBe(17090);
    expect(voiceOrderOf(ten, 'zu')).toEqual({
      items: [{ ...bread, quantity: 10 }],
      totalAmount: '170.90',
      paymentMethod: 'voice_order',
      orderType: 'voice',
      language: 'zu',
    });
  });
});
