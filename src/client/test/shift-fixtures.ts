import type { Shift, ShiftSummary } from '@shared/shifts/shifts.schemas';

export const SHIFT_ID = '5a1e2d3c-4b5a-4f6e-8d7c-1b2a3c4d5e6f';
const OWNER = { id: null, name: 'Thandi Mokoena' };

/** An open shift: R100 float, a R95 cash sale, a R20 pay-out; the drawer should hold R175. */
export const shiftFixture = (overrides: Partial<Shift> = {}): Shift => ({
  id: SHIFT_ID,
  number: 7,
  status: 'open',
  drawer: 'main',
  openedAt: '2026-11-27T06:00:00.000Z',
  openingFloat: '100.00',
  openedBy: OWNER,
  openedAutomatically: false,
  closedAt: null,
  closedBy: null,
  expectedCash: '175.00',
  countedCash: null,
  countedNotes: null,
  difference: null,
  cashIn: '95.00',
  cashOut: '20.00',
  totalsByMethod: { cash: '95.00', card: '42.50', wallet: '0.00', credit: '0.00' },
  salesCount: 3,
  salesTotal: '137.50',
  vat: '17.93',
  refunds: '0.00',
  refundsCount: 0,
  voids: '0.00',
  voidsCount: 0,
  creditGiven: '0.00',
  repayments: { cash: '0.00', card: '0.00', mobile_money: '0.00' },
  walletTopUps: '0.00',
  vasSold: '0.00',
  payIns: '0.00',
  payOuts: '20.00',
  cashMovements: [
    {
      id: '6b2f3e4d-5c6b-4a7f-9e8d-2c3b4d5e6f70',
      shiftId: SHIFT_ID,
      type: 'pay_out',
      amount: '20.00',
      reason: 'Bread delivery',
      by: OWNER,
      createdAt: '2026-11-27T08:00:00.000Z',
    },
  ],
  cardTakings: [
    {
      kind: 'sale',
      method: 'card',
      amount: '42.50',
      reference: 'S-000031',
      at: '2026-11-27T07:30:00.000Z',
    },
  ],
  byPerson: [
    {
      person: OWNER,
      salesCount: 3,
      salesTotal: '137.50',
      refunds: '0.00',
      cashIn: '95.00',
      cashOut: '20.00',
    },
  ],
  ...overrides,
});

/** The same shift closed with a count of `counted` against R175.00 expected. */
export const closedShiftFixture = (counted: string, difference: string): Shift =>
  shiftFixture({
    status: 'closed',
    closedAt: '2026-11-27T16:00:00.000Z',
    closedBy: OWNER,
    countedCash: counted,
    difference,
  });

export const summaryOf = (shift: Shift): ShiftSummary => ({
  id: shift.id,
  number: shift.number,
  status: shift.status,
  drawer: shift.drawer,
  openedAt: shift.openedAt,
  openedBy: shift.openedBy,
  openedAutomatically: shift.openedAutomatically,
  closedAt: shift.closedAt,
  closedBy: shift.closedBy,
  openingFloat: shift.openingFloat,
  expectedCash: shift.expectedCash,
  countedCash: shift.countedCash,
  difference: shift.difference,
  salesTotal: shift.salesTotal,
});
