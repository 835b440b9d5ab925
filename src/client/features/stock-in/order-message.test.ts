import { describe, expect, it } from 'vitest';
import { orderMessage, orderSms, orderWhatsapp } from './order-message';
import { orderBody, withProposal } from './order-lines';

const ORDER = {
  id: '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0b01',
  number: 'PO-000007',
  status: 'open' as const,
  supplierId: '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0b02',
  supplierName: 'Jumbo Cash & Carry',
  supplierPhone: '+27 82 555 0101',
  note: null,
  estimatedCost: '0.00',
  lines: [
    {
      productId: 'a',
      productName: 'Sunfoil 2L',
      quantity: 24,
      quantityReceived: 0,
      unitCost: null,
    },
    {
      productId: 'b',
      productName: 'Iwisa Maize Meal 5kg',
      quantity: 6,
      quantityReceived: 0,
      unitCost: '52.1739',
    },
  ],
  createdBy: null,
  createdAt: '2026-11-27T08:00:00.000Z',
  updatedAt: '2026-11-27T08:00:00.000Z',
};

describe('the order as text for the supplier', () => {
  it('names the shop, the order, then "quantity x product" a line', () => {
    expect(orderMessage(ORDER, "Thandi's Spaza", 'Purchase order PO-000007')).toBe(
      "Thandi's Spaza\nPurchase order PO-000007\n\n24 x Sunfoil 2L\n6 x Iwisa Maize Meal 5kg",
    );
    expect(
      orderMessage({ ...ORDER, note: 'Deliver before Friday' }, 'S', 'H')
        .split('\n')
        .at(-1),
    ).toBe('Deliver before Friday');
  });

  it('goes to the supplier’s number by WhatsApp or SMS', () => {
    expect(orderWhatsapp(ORDER, 'a b')).toBe('https://wa.me/27825550101?text=a%20b');
    expect(orderSms(ORDER, 'a b')).toBe('sms:+27 82 555 0101?body=a%20b');
    expect(orderWhatsapp({ ...ORDER, supplierPhone: null }, 'x')).toBe('https://wa.me/?text=x');
  });
});

describe('a new order', () => {
  it('takes the proposal’s lines without doubling a product already on it', () => {
    const lines = withProposal(
      [{ productId: 'a', name: 'Sunfoil 2L', quantity: '10', unitCost: null }],
      [
        {
          productId: 'a',
          productName: 'Sunfoil 2L',
          stock: 1,
          lowStockThreshold: 5,
          soldLastFourWeeks: 40,
          quantity: 39,
          unitCost: null,
        },
        {
          productId: 'b',
          productName: 'Sugar 2kg',
          stock: 0,
          lowStockThreshold: 5,
          soldLastFourWeeks: 12,
          quantity: 12,
          unitCost: '30.0000',
        },
        {
          productId: 'c',
          productName: 'Salt',
          stock: 3,
          lowStockThreshold: 5,
          soldLastFourWeeks: 0,
          quantity: 0,
          unitCost: null,
        },
      ],
    );
    expect(lines.map((l) => [l.productId, l.quantity])).toEqual([
      ['a', '10'],
      ['b', '12'],
    ]);
  });

  it('is sent only with a supplier and whole quantities', () => {
    const lines = [{ productId: 'b', name: 'Sugar 2kg', quantity: '12', unitCost: '30.0000' }];
    expect(orderBody('s1', lines)).toEqual({
      supplierId: 's1',
      lines: [{ productId: 'b', quantity: 12, unitCost: '30.0000' }],
    });
    expect(orderBody('', lines)).toBeNull();
    expect(orderBody('s1', [{ ...lines[0]!, quantity: '0' }])).toBeNull();
    expect(orderBody('s1', [])).toBeNull();
  });
});
