import { beforeAll, describe, expect, it } from 'vitest';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { closeShift, openShift, payCash } from '@server/test/shifts';

/** Every rule of the shift bodies answers 400 with its message, and stores nothing. */
const t = appFixture();
const m = merchantFixture(t);
let shiftId: string;

beforeAll(async () => {
  shiftId = (await openShift(t, m.token, '100.00')).body.id as string;
});

const messageOf = (body: {
  error: { message: string; details?: { issues?: { message: string }[] } };
}) => body.error.details?.issues?.[0]?.message ?? body.error.message;

describe('refused shift bodies', () => {
  it.each([
    ['a negative float', { openingFloat: '-1.00' }, 'Amount'],
    ['a float with three decimals', { openingFloat: '1.005' }, 'rand'],
    ['no float', {}, ''],
  ])('opening with %s', async (_, body, words) => {
    const { openingFloat } = body as { openingFloat?: string };
    const refused = await openShift(t, m.token, openingFloat as string);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('VALIDATION');
    expect(messageOf(refused.body)).toContain(words);
  });

  it.each([
    ['an unknown type', { type: 'borrow', amount: '5.00', reason: 'x' }, 'type must be one of'],
    ['no reason', { type: 'pay_out', amount: '5.00', reason: '  ' }, 'Say what the money is for'],
    [
      'a zero amount',
      { type: 'pay_in', amount: '0.00', reason: 'Change' },
      'Amount must be greater than 0',
    ],
    ['a long reason', { type: 'pay_in', amount: '1.00', reason: 'x'.repeat(201) }, 'At most 200'],
  ])('a cash movement with %s', async (_, body, words) => {
    const refused = await payCash(t, m.token, shiftId, body);
    expect(refused.status).toBe(400);
    expect(messageOf(refused.body)).toContain(words);
  });

  it.each([
    ['no count', {}, ''],
    [
      'notes that do not add up',
      { countedCash: '100.00', countedNotes: { '5000': 1 } },
      'The notes and coins do not add up to the counted cash',
    ],
    [
      'half a note',
      { countedCash: '100.00', countedNotes: { '10000': 0.5 } },
      'Each count must be a whole number',
    ],
    ['a coin that does not exist', { countedCash: '0.05', countedNotes: { '5': 1 } }, ''],
  ])('a close with %s', async (_, body, words) => {
    const refused = await closeShift(t, m.token, shiftId, body);
    expect(refused.status).toBe(400);
    expect(messageOf(refused.body)).toContain(words);
  });

  it('leaves the shift open after the refused closes', async () => {
    const closed = await closeShift(t, m.token, shiftId, {
      countedCash: '100.00',
      countedNotes: { '5000': 1, '2000': 2, '1000': 1 },
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ difference: '0.00', countedNotes: { '5000': 1 } });
  });
});
