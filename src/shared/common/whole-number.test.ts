import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { wholeNumberSchema } from './whole-number';

const schema = z.object({
  count: wholeNumberSchema({ min: 0, max: 100, whole: 'Count must be a whole number' }),
});
const parse = (count: unknown) => schema.safeParse({ count });

describe('an integer field that also takes text', () => {
  it.each([
    ['12', 12],
    [12, 12],
    ['0', 0],
    ['007', 7],
    [100, 100],
  ])('takes %j as %d', (value, expected) => {
    expect(parse(value)).toMatchObject({ success: true, data: { count: expected } });
  });

  it.each([
    '0x10',
    'NaN',
    '1e3',
    ' 5',
    '5 ',
    '5.0',
    '+5',
    '',
    'Infinity',
    '0b1',
    '١٢',
    2.5,
    NaN,
    1e300,
    true,
    null,
    '-0x1',
    '101',
    -1,
  ])('refuses %j naming the field', (value) => {
    const result = parse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['count'],
      message: 'Count must be a whole number',
    });
  });
});
