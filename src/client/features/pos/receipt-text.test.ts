import { afterAll, describe, expect, it } from 'vitest';
import type { PosSale } from '@shared/pos/pos.schemas';
import { activateLanguage } from '@client/i18n/i18n';
import { posCheckoutText } from './pos-checkout-text';
import { receiptText, smsHref, whatsappHref } from './receipt-text';
import { formatDateTime } from '@shared/time/format';
import type { ReceiptSeller } from '@shared/pos/receipt-legal';

const shop = (tradingName: string): ReceiptSeller => ({
  tradingName,
  legalName: null,
  address: null,
  vatNumber: '4123456789',
});

const t = posCheckoutText.t;
afterAll(() => activateLanguage('en'));

const sale: PosSale = {
  id: '00000000-0000-4000-8000-000000000001',
  saleNumber: 'SALE-000107',
  items: [
    {
      productId: '00000000-0000-4000-8000-000000000002',
      name: 'Milk 1L',
      quantity: 2,
      unitPrice: '24.99',
      subtotal: '49.98',
      refundedQuantity: 0,
    },
  ],
  subtotal: '49.98',
  discount: '0.00',
  discountPercent: null,
  discountTotal: '0.00',
  tax: '7.50',
  vatPercent: 15,
  total: '57.48',
  totalAmount: '57.48',
  paymentMethod: 'credit',
  customerId: null,
  customerName: null,
  customerPhone: null,
  status: 'completed',
  cashTendered: null,
  changeDue: null,
  offlineReceiptNumber: null,
  syncedAt: null,
  priceDifference: null,
  belowPrice: null,
  receiptToken: 'tok',
  cashier: null,
  buyer: null,
  instalments: [
    { sequence: 1, dueDate: '2026-11-30', amount: '28.74' },
    { sequence: 2, dueDate: '2026-12-07', amount: '28.74' },
  ],
  refundedAmount: '0.00',
  refunds: [],
  createdAt: '2026-11-23T22:30:00.000Z',
};

describe('receipt', () => {
  it('dates the sale in Johannesburg time (UTC+2), also across midnight', () => {
    expect(formatDateTime(sale.createdAt)).toMatch(/24 Nov 2026.*00:30/);
    expect(formatDateTime('nonsense')).toBe('—');
  });

  it('reads as text for WhatsApp with VAT, total, method and instalments', () => {
    expect(receiptText(sale, shop("Thandi's Spaza"), t)).toBe(
      [
        'Tax Invoice',
        "Thandi's Spaza",
        'VAT number: 4123456789',
        'Receipt SALE-000107',
        formatDateTime(sale.createdAt),
        '',
        '2 x Milk 1L @ R24.99 = R49.98',
        '',
        'Subtotal: R49.98',
        'Total before VAT: R49.98',
        'VAT (15%): R7.50',
        'Total: R57.48',
        'Payment method: Credit',
        '',
        'Instalments',
        '1. due 30 Nov 2026: R28.74',
        '2. due 07 Dec 2026: R28.74',
        '',
        'Thank you for shopping with us',
      ].join('\n'),
    );
  });

  it('prints no VAT line for a shop that is not VAT registered', () => {
    const text = receiptText(
      { ...sale, tax: '0.00', vatPercent: 0, total: '49.98', totalAmount: '49.98' },
      shop("Thandi's Spaza"),
      t,
    );
    expect(text).toContain('Subtotal: R49.98\nTotal: R49.98');
    expect(text).not.toMatch(/VAT/);
  });

  it('shows a line discount under its line and the sale discount before VAT', () => {
    const discounted: PosSale = {
      ...sale,
      items: [{ ...sale.items[0]!, subtotal: '47.98', discount: '2.00' }],
      subtotal: '47.98',
      discount: '4.80',
      discountPercent: 10,
      discountTotal: '6.80',
      tax: '6.48',
      total: '49.66',
      totalAmount: '49.66',
      paymentMethod: 'cash',
      instalments: [],
    };
    const text = receiptText(discounted, shop('Spaza'), t);
    expect(text).toContain(
      [
        '2 x Milk 1L @ R24.99 = R49.98',
        'Discount = -R2.00',
        '',
        'Subtotal: R47.98',
        'Discount (10%): -R4.80',
        'Total before VAT: R43.18',
        'VAT (15%): R6.48',
        'Total: R49.66',
      ].join('\n'),
    );
  });

  it('carries the receipt link /r/{token} and goes straight to the named customer', () => {
    const named = { ...sale, customerName: 'Sipho', customerPhone: '+27712345678' };
    const origin = 'https://shop.example';
    expect(receiptText(named, shop('Spaza'), t, origin)).toContain(
      'Your receipt: https://shop.example/r/tok',
    );
    const wa = whatsappHref(named, shop('Spaza'), t, origin);
    expect(wa.startsWith('https://wa.me/27712345678?text=')).toBe(true);
    expect(decodeURIComponent(wa)).toContain('https://shop.example/r/tok');
    expect(smsHref(named, shop('Spaza'), t, origin)).toBe(
      `sms:+27712345678?body=${encodeURIComponent('Spaza: receipt SALE-000107, https://shop.example/r/tok')}`,
    );
  });

  it('says who served the customer when a staff member sold it, by first name; nothing for the owner', () => {
    const byStaff: PosSale = {
      ...sale,
      cashier: { id: '00000000-0000-4000-8000-000000000003', name: 'Lerato  Dlamini' },
    };
    expect(receiptText(byStaff, shop('Spaza'), t).split('\n').slice(3, 6)).toEqual([
      'Receipt SALE-000107',
      formatDateTime(sale.createdAt),
      'Served by Lerato',
    ]);
    expect(receiptText(sale, shop('Spaza'), t)).not.toContain('Served by');
  });

  it('shares without a recipient or link for a walk-in sale still waiting offline', () => {
    const waiting = { ...sale, receiptToken: null };
    expect(
      whatsappHref(waiting, shop('Spaza'), t, 'https://x').startsWith('https://wa.me/?text='),
    ).toBe(true);
    expect(decodeURIComponent(smsHref(waiting, shop('Spaza'), t, 'https://x'))).not.toContain(
      '/r/',
    );
  });

  it('is written in the till’s language, isiZulu here, with the same money and link', async () => {
    await activateLanguage('zu');
    const named = { ...sale, customerName: 'Sipho', customerPhone: '+27712345678' };
    const text = receiptText(named, shop('Spaza'), t, 'https://shop.example');
    for (const words of [
      'Irisidi SALE-000107',
      'I-VAT (15%): R7.50',
      'Isamba: R57.48',
      'Indlela yokukhokha: Ikhredithi',
      'Izitolimende',
      '2. kufanele ngo-07 Dec 2026: R28.74',
      'Siyabonga ngokuthenga kithi',
      'Irisidi yakho: https://shop.example/r/tok',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(/Total|Receipt|Payment/);
    const served = { ...named, cashier: { id: sale.id, name: 'Lerato Dlamini' } };
    expect(receiptText(served, shop('Spaza'), t)).toContain('Usizwe ngu-Lerato');
    expect(decodeURIComponent(smsHref(named, shop('Spaza'), t, 'https://shop.example'))).toBe(
      'sms:+27712345678?body=Spaza: irisidi SALE-000107, https://shop.example/r/tok',
    );
  });
});

describe('a pesticide’s receipt line', () => {
  it('carries its warning and L-number under the item, and none under other goods', async () => {
    await activateLanguage('en');
    const doom = {
      ...sale.items[0]!,
      productId: '00000000-0000-4000-8000-000000000003',
      name: 'Doom 300ml',
      pesticideRegistration: 'L1234',
    };
    const text = receiptText({ ...sale, items: [doom, sale.items[0]!] }, shop('Thandi'), t);
    const lines = text.split('\n');
    const at = lines.findIndex((line) => line.startsWith('2 x Doom 300ml'));
    expect(lines[at + 1]).toBe('Pesticide L1234: keep away from children and food; read the label');
    expect(lines[at + 2]).toMatch(/^2 x Milk 1L/);
    expect(text.match(/Pesticide/g)).toHaveLength(1);
  });
});
