import { describe, expect, it } from 'vitest';
import { posCheckoutText } from '../pos-checkout-text';
import { creditNoteSend, creditNoteText } from './credit-note-text';
import { refundFixture } from '@client/test/refund-fixtures';
import type { ReceiptSeller } from '@shared/pos/receipt-legal';

const shop = (tradingName: string): ReceiptSeller => ({
  tradingName,
  legalName: null,
  address: null,
  vatNumber: null,
});

const t = posCheckoutText.t;
const ORIGIN = 'https://shop.example';

describe('the credit note as text', () => {
  it('names the credit note, the original sale, each line, VAT, total, the way back and the reason', () => {
    const text = creditNoteText(refundFixture(), shop('Thandi’s Spaza'), t, ORIGIN);
    const lines = text.split('\n');
    expect(lines[1]).toBe('Credit note CN-000001');
    expect(lines[2]).toMatch(/^For sale SALE-000010 of /);
    expect(lines).toEqual(
      expect.arrayContaining([
        '1 × Bread: R11.50',
        'VAT refunded: R1.50',
        'Total refunded: R11.50',
        'Refunded as: Cash from the drawer',
        'Reason: Returned',
        `Your credit note: ${ORIGIN}/r/tok-sale-10`,
      ]),
    );
  });

  it('says the store credit a credit sale’s refund put in the wallet', () => {
    const refund = refundFixture({ method: 'credit', storeCredit: '4.00' });
    expect(creditNoteText(refund, shop('Shop'), t, ORIGIN)).toContain('R4.00 as store credit');
  });

  it('is sent by SMS with the receipt link, straight to the sale’s customer', () => {
    const send = creditNoteSend(
      refundFixture(),
      { customerName: 'Sipho', customerPhone: '+27821234567', buyer: null },
      shop('Shop'),
      t,
      ORIGIN,
    );
    expect(send.sms).toBe(
      `sms:+27821234567?body=${encodeURIComponent(`Shop: credit note CN-000001 for receipt SALE-000010, ${ORIGIN}/r/tok-sale-10`)}`,
    );
    expect(send.whatsapp.startsWith('https://wa.me/27821234567?text=')).toBe(true);
    expect(send.linked).toBe(true);
  });
});
