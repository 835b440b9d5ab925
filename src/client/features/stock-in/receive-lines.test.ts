import { describe, expect, it } from 'vitest';
import { CreateStockReceiptSchema } from '@shared/stock-in/stock-in.schemas';
import {
  formatCost,
  lineProblem,
  newLine,
  receiptBody,
  runningTotal,
  unitCostOf,
  unitsOf,
  type ReceiveLine,
} from './receive-lines';

const OIL = '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0a01';
const MILK = '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0a02';
const line = (patch: Partial<ReceiveLine>): ReceiveLine => ({
  ...newLine({ id: OIL, name: 'Sunfoil 2L' }, 24),
  ...patch,
});

describe('a delivery line in cases or units', () => {
  it('offers the case size it was given, else counts in units', () => {
    expect(newLine({ id: OIL, name: 'Sunfoil 2L' }, 24)).toMatchObject({
      countedIn: 'case',
      caseSize: '24',
      quantity: '1',
    });
    expect(newLine({ id: OIL, name: 'Sunfoil 2L' }, undefined)).toMatchObject({
      countedIn: 'unit',
      caseSize: '',
    });
  });

  it('receives cases times the case size, or the units typed', () => {
    expect(unitsOf(line({ quantity: '2' }))).toBe(48);
    expect(unitsOf(line({ quantity: '2', caseSize: '12' }))).toBe(24);
    expect(unitsOf(line({ countedIn: 'unit', quantity: '7' }))).toBe(7);
    expect(unitsOf(line({ quantity: '0' }))).toBeNull();
    expect(unitsOf(line({ quantity: '1.5' }))).toBeNull();
    expect(unitsOf(line({ caseSize: '1' }))).toBeNull();
    expect(unitsOf(line({ caseSize: '1001' }))).toBeNull();
  });
});

describe('the unit cost the API takes: per unit, excl VAT, 4 decimals', () => {
  it('spreads a case over its units', () => {
    expect(unitCostOf(line({ cost: '100' }), 'excl', 15)).toBe('4.1667');
    expect(unitCostOf(line({ cost: '96.00' }), 'excl', 15)).toBe('4.0000');
  });

  it('takes the VAT out of a slip that includes it', () => {
    // R110.40 incl 15% VAT for 24 units is R96.00 excl: R4.00 a unit.
    expect(unitCostOf(line({ cost: '110.40' }), 'incl', 15)).toBe('4.0000');
    // R11.50 incl VAT for one unit is R10.00 excl.
    expect(unitCostOf(line({ countedIn: 'unit', cost: '11.50' }), 'incl', 15)).toBe('10.0000');
    // R100.00 incl VAT a case of 24: 100 / 1.15 / 24 = 3.62318... -> 3.6232.
    expect(unitCostOf(line({ cost: '100' }), 'incl', 15)).toBe('3.6232');
    // A shop without VAT on the slip: the cost is the cost.
    expect(unitCostOf(line({ countedIn: 'unit', cost: '8.50' }), 'incl', 0)).toBe('8.5000');
  });

  it('has no unit cost while the cost is not an amount', () => {
    expect(unitCostOf(line({ cost: '' }), 'excl', 15)).toBeNull();
    expect(unitCostOf(line({ cost: '12.345' }), 'excl', 15)).toBeNull();
    expect(unitCostOf(line({ cost: '-1' }), 'excl', 15)).toBeNull();
  });

  it('shows a 4-decimal cost to the cent', () => {
    expect(formatCost('4.1667')).toBe('R4.17');
    expect(formatCost(null)).toBe('—');
  });
});

describe('the running total', () => {
  const lines = [
    line({ quantity: '2', cost: '110.40' }),
    line({ productId: MILK, name: 'Milk 1L', countedIn: 'unit', quantity: '6', cost: '11.50' }),
    line({ productId: OIL, cost: '' }),
  ];

  it('from a slip incl VAT: each line without its VAT, the VAT apart', () => {
    // 2 x R110.40 + 6 x R11.50 = R289.80 incl; R192.00 + R60.00 = R252.00 excl.
    expect(runningTotal(lines, 'incl', 15)).toEqual({
      exclVat: 25_200,
      vat: 3_780,
      inclVat: 28_980,
    });
  });

  it('from a slip excl VAT: VAT added on the total', () => {
    expect(runningTotal(lines, 'excl', 15)).toEqual({
      exclVat: 28_980,
      vat: 4_347,
      inclVat: 33_327,
    });
  });

  it('counts nothing while empty', () => {
    expect(runningTotal([], 'incl', 15)).toEqual({ exclVat: 0, vat: 0, inclVat: 0 });
  });
});

describe('saving the delivery', () => {
  const header = { supplierId: null, purchaseOrderId: null, invoiceNumber: ' INV-88 ' };

  it('sends units, the unit cost excl VAT, the case size and the date mark, as the contract reads them', () => {
    const body = receiptBody(
      header,
      [line({ cost: '110.40', expiryDate: '2026-12-20', dateMark: 'use_by' })],
      'incl',
      15,
    );
    expect(body).toEqual({
      supplierId: null,
      purchaseOrderId: null,
      invoiceNumber: 'INV-88',
      lines: [
        {
          productId: OIL,
          quantity: 24,
          unitCost: '4.0000',
          caseSize: 24,
          expiryDate: '2026-12-20',
          dateMark: 'use_by',
        },
      ],
    });
    expect(CreateStockReceiptSchema.parse(body).lines[0]!.unitCost).toBe(4);
  });

  it('waits for a date mark with a date, a date with a mark, a cost and a count', () => {
    expect(lineProblem(line({ cost: '5', expiryDate: '2026-12-20' }))).toBe('dateMark');
    expect(lineProblem(line({ cost: '5', dateMark: 'best_before' }))).toBe('expiryDate');
    expect(lineProblem(line({ cost: '' }))).toBe('cost');
    expect(lineProblem(line({ cost: '5', quantity: '' }))).toBe('quantity');
    expect(lineProblem(line({ cost: '5', caseSize: '' }))).toBe('caseSize');
    expect(receiptBody(header, [line({ cost: '' })], 'incl', 15)).toBeNull();
    expect(receiptBody(header, [], 'incl', 15)).toBeNull();
  });
});
