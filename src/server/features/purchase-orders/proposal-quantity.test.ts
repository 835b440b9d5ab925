import { describe, expect, it } from 'vitest';
import { proposedQuantity, unitsByBase } from './proposal-quantity';

describe('proposedQuantity', () => {
  it('orders four weeks of sales less the stock on hand', () => {
    expect(proposedQuantity(2, 5, 28)).toBe(26);
  });
  it('orders at least enough to lift the stock above the threshold', () => {
    expect(proposedQuantity(4, 5, 4)).toBe(2);
    expect(proposedQuantity(0, 10, 0)).toBe(11);
  });
  it('reads stock below zero as none on hand, and never proposes nothing', () => {
    expect(proposedQuantity(-3, 0, 0)).toBe(1);
    expect(proposedQuantity(-3, 5, 20)).toBe(20);
  });
});

describe('unitsByBase', () => {
  it('adds a pack’s sales as its units to the product it is a pack of', () => {
    const sold = new Map([
      ['egg', 7],
      ['six-eggs', 2],
      ['tray', 0],
    ]);
    const packs = [
      { id: 'six-eggs', packOf: 'egg', packUnits: 6 },
      { id: 'tray', packOf: 'egg', packUnits: 30 },
    ];
    expect(unitsByBase(sold, packs).get('egg')).toBe(19);
  });
  it('counts a product sold only in packs', () => {
    const units = unitsByBase(new Map([['case', 3]]), [
      { id: 'case', packOf: 'coke', packUnits: 24 },
    ]);
    expect(units.get('coke')).toBe(72);
  });
});
