import { setupI18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import enPos from '../i18n/locales/en/pos-checkout.json';
import enServer from '../i18n/locales/en/server.json';
import zuServer from '../i18n/locales/zu/server.json';
import {
  amountRows,
  instalmentRows,
  itemRow,
  paymentLabel,
  type ReceiptKey,
} from './receipt-format';

/** A catalogue's receipt words, looked up the way the till (no prefix) or the server does. */
function wordsOf(language: string, messages: object, prefix = '') {
  const i18n = setupI18n({ locale: language, messages: { [language]: messages as Messages } });
  i18n.setMessagesCompiler(compileMessage);
  return (key: string, values?: Record<string, unknown>) => i18n._(`${prefix}${key}`, values);
}
const till = wordsOf('en', enPos);
const server = wordsOf('en', enServer, 'receipt.');
const zulu = wordsOf('zu', zuServer, 'receipt.');

const cashSale = {
  subtotal: '49.98',
  tax: '7.50',
  vatPercent: 15,
  total: '57.48',
  paymentMethod: 'cash',
  cashTendered: '100.00',
  changeDue: '42.52',
};

describe('a receipt’s wording', () => {
  it('writes the lines, amounts and payment in English, word for word', () => {
    expect(
      itemRow({ quantity: 2, name: 'Milk 1L', unitPrice: '24.99', subtotal: '49.98' }),
    ).toEqual({ label: '2 x Milk 1L @ R24.99', value: 'R49.98' });
    expect(amountRows(cashSale, server)).toEqual([
      { label: 'Subtotal', value: 'R49.98' },
      { label: 'Total before VAT', value: 'R49.98' },
      { label: 'VAT (15%)', value: 'R7.50' },
      { label: 'Total', value: 'R57.48', strong: true },
      { label: 'Payment method', value: 'Cash' },
      { label: 'Cash received', value: 'R100.00' },
      { label: 'Change', value: 'R42.52', strong: true },
    ]);
  });

  it('gives the till and the receipt page the same English words', () => {
    const keys: ReceiptKey[] = [
      'receipt',
      'sale',
      'subtotal',
      'vat',
      'total',
      'paymentMethod',
      'method.cash',
      'method.card',
      'method.wallet',
      'method.credit',
      'cashReceived',
      'changeRow',
      'payLater',
      'instalments',
      'due',
      'thanks',
    ];
    for (const key of keys) {
      const values = { number: 'SALE-000001', percent: 15, sequence: 1, date: '30 Nov 2026' };
      expect(server(key, values), key).toBe(till(key, values));
    }
  });

  it('words it in isiZulu with the money and dates as in English', () => {
    const labels = amountRows(cashSale, zulu).map((row) => `${row.label}: ${row.value}`);
    expect(labels).toEqual([
      'Isamba esincane: R49.98',
      'Isamba ngaphambi kwe-VAT: R49.98',
      'I-VAT (15%): R7.50',
      'Isamba: R57.48',
      'Indlela yokukhokha: Ukheshi',
      'Ukheshi otholiwe: R100.00',
      'Ushintshi: R42.52',
    ]);
    expect(zulu('sale', { number: 'SALE-000001' })).toBe('Ukuthengisa SALE-000001');
    const parts = instalmentRows([{ sequence: 1, dueDate: '2026-12-23', amount: '57.48' }], zulu);
    expect(parts).toEqual({
      heading: 'Khokha kamuva',
      rows: [{ label: '1. kufanele ngo-23 Dec 2026', value: 'R57.48' }],
    });
  });

  it('has no VAT line for a shop that is not VAT registered, and no change line without change', () => {
    const rows = amountRows(
      {
        ...cashSale,
        tax: '0.00',
        vatPercent: 0,
        total: '49.98',
        cashTendered: null,
        changeDue: null,
      },
      server,
    );
    expect(rows.map((row) => row.label)).toEqual(['Subtotal', 'Total', 'Payment method']);
    expect(JSON.stringify(rows)).not.toMatch(/VAT|NaN|undefined/);
  });

  it('names each payment method and shows an unknown one as stored', () => {
    expect(['cash', 'card', 'wallet', 'credit'].map((m) => paymentLabel(m, till))).toEqual([
      'Cash',
      'Card',
      'Wallet',
      'Credit',
    ]);
    expect(paymentLabel('credit', zulu)).toBe('Ikhredithi');
    expect(paymentLabel('voucher', zulu)).toBe('voucher');
  });

  it('heads one part "Pay later", several "Instalments", and none at all', () => {
    const part = { sequence: 1, dueDate: '2026-11-30', amount: '28.74' };
    expect(instalmentRows([part], till)?.heading).toBe('Pay later');
    expect(instalmentRows([part, { ...part, sequence: 2, dueDate: '2026-12-07' }], till)).toEqual({
      heading: 'Instalments',
      rows: [
        { label: '1. due 30 Nov 2026', value: 'R28.74' },
        { label: '2. due 07 Dec 2026', value: 'R28.74' },
      ],
    });
    expect(instalmentRows([], till)).toBeNull();
  });
});
