import { describe, expect, it } from 'vitest';
import type { ReceiptKey } from './receipt-format';
import {
  ABRIDGED_TAX_INVOICE_MAX,
  buyerLines,
  creditNoteForm,
  lineVat,
  lineVatRows,
  needsBuyer,
  receiptForm,
  sellerLines,
  TAX_INVOICE,
} from './receipt-legal';

/** Words as keys with their values, so each test sees which words a line asked for. */
const words = (key: ReceiptKey, values?: Record<string, unknown>) =>
  values ? `${key} ${Object.values(values).join(' ')}` : key;

const seller = {
  tradingName: 'Thandi Spaza',
  legalName: 'Thandi Trading (Pty) Ltd',
  address: '12 Vilakazi St, Soweto',
  vatNumber: '4123456789',
};

describe('receiptForm', () => {
  it('is a sales record for a sale without VAT, whatever its size', () => {
    expect(receiptForm({ vatPercent: 0, total: '9000.00' })).toBe('sales-record');
    expect(needsBuyer(0, 900_000)).toBe(false);
  });

  it('is the abridged tax invoice up to R5 000 and the full one above', () => {
    expect(receiptForm({ vatPercent: 15, total: ABRIDGED_TAX_INVOICE_MAX })).toBe('abridged');
    expect(receiptForm({ vatPercent: 15, total: '5000.01' })).toBe('full');
    expect(needsBuyer(15, ABRIDGED_TAX_INVOICE_MAX)).toBe(false);
    expect(needsBuyer(15, ABRIDGED_TAX_INVOICE_MAX + 1)).toBe(true);
  });

  it('gives a credit note the form of the invoice it corrects', () => {
    expect(creditNoteForm({ vat: '1.50', amount: '11.50' })).toBe('abridged');
    expect(creditNoteForm({ vat: '0.00', amount: '11.50' })).toBe('sales-record');
  });
});

describe('sellerLines', () => {
  it('heads a tax invoice with "Tax Invoice", the names, the address and the VAT number', () => {
    expect(sellerLines(seller, 'abridged', words)).toEqual([
      TAX_INVOICE,
      'Thandi Spaza',
      'Thandi Trading (Pty) Ltd',
      '12 Vilakazi St, Soweto',
      'vatNumber 4123456789',
    ]);
  });

  it('never prints "Tax Invoice" or the VAT number on a sales record', () => {
    expect(sellerLines(seller, 'sales-record', words)).toEqual([
      'Thandi Spaza',
      'Thandi Trading (Pty) Ltd',
      '12 Vilakazi St, Soweto',
    ]);
  });

  it('titles nothing "Tax Invoice" while the shop has no VAT number yet', () => {
    expect(sellerLines({ ...seller, vatNumber: null }, 'abridged', words)).toEqual([
      'Thandi Spaza',
      'Thandi Trading (Pty) Ltd',
      '12 Vilakazi St, Soweto',
    ]);
  });

  it('leaves the title to a credit note, and a registered name equal to the trading one out', () => {
    const same = { ...seller, legalName: 'Thandi Spaza', address: null };
    expect(sellerLines(same, 'full', words, { title: false })).toEqual([
      'Thandi Spaza',
      'vatNumber 4123456789',
    ]);
  });
});

describe('the full form’s buyer and line VAT', () => {
  it('names the buyer, with their VAT number when they gave one', () => {
    const buyer = { name: 'Mabena', address: '4 Khumalo St', vatNumber: '4987654321' };
    expect(buyerLines(buyer, words)).toEqual([
      'buyer Mabena',
      '4 Khumalo St',
      'buyerVatNumber 4987654321',
    ]);
    expect(buyerLines({ ...buyer, vatNumber: null }, words)).toHaveLength(2);
    expect(buyerLines(null, words)).toEqual([]);
  });

  it('shares the sale’s VAT over its lines in whole cents that add up to it', () => {
    expect(lineVat([100, 100, 100], 46)).toEqual([16, 15, 15]);
    expect(lineVat([521_740, 0], 78_261)).toEqual([78_261, 0]);
    expect(lineVat([0], 0)).toEqual([0]);
    const seed = Date.now();
    let state = seed;
    const next = () => (state = (state * 48271) % 2147483647);
    for (let run = 0; run < 50; run += 1) {
      const lines = Array.from({ length: 1 + (next() % 6) }, () => next() % 100_000);
      const tax = next() % 20_000;
      const shares = lineVat(lines, tax);
      const sum = shares.reduce((total, share) => total + share, 0);
      expect(sum, `seed ${seed}`).toBe(lines.some((line) => line > 0) ? tax : 0);
    }
  });

  it('prints a VAT row under each line on the full form only', () => {
    const sale = {
      vatPercent: 15,
      total: '6000.01',
      tax: '782.61',
      items: [{ subtotal: '5217.40' }],
    };
    expect(lineVatRows(sale, words)).toEqual([{ label: 'vat 15', value: 'R782.61' }]);
    expect(lineVatRows({ ...sale, total: '230.00' }, words)).toEqual([null]);
  });
});
