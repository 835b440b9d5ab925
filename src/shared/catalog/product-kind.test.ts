import { describe, expect, it } from 'vitest';
import { CreateProductSchema, UpdateProductSchema } from './catalog.schemas';
import {
  PRODUCT_KIND_MESSAGES as M,
  keptKindFields,
  kindEditIssues,
  kindIssues,
  normaliseRegistration,
  type KindFields,
} from './product-kind';

const none: KindFields = {
  kind: 'general',
  medicineSchedule: null,
  pesticideRegistration: null,
  pesticideHouseholdUse: false,
};
const messagesOf = (fields: Partial<KindFields>) =>
  kindIssues({ ...none, ...fields }).map((issue) => `${issue.path}: ${issue.message}`);

describe('normaliseRegistration', () => {
  it.each([
    ['L1234', 'L1234'],
    ['l1234', 'L1234'],
    [' L 10456 ', 'L10456'],
    ['L  7', 'L7'],
  ])('reads %j as %j', (typed, stored) => {
    expect(normaliseRegistration(typed)).toBe(stored);
  });

  it.each(['1234', 'L', 'LA123', 'L12-34', 'No L', 'L123456789'])(
    'leaves %j as typed, for the rule to refuse',
    (typed) => {
      expect(normaliseRegistration(typed)).toBe(typed.trim());
    },
  );
});

describe('kindIssues', () => {
  it('lets a general product and a Schedule 0 medicine on the shelf', () => {
    expect(messagesOf({})).toEqual([]);
    expect(messagesOf({ kind: 'medicine', medicineSchedule: 0 })).toEqual([]);
  });

  it.each([1, 2, 6, 8, null])('refuses a medicine of schedule %j, saying why', (schedule) => {
    expect(messagesOf({ kind: 'medicine', medicineSchedule: schedule })).toEqual([
      `medicineSchedule: ${M.scheduleNotZero}`,
    ]);
  });

  it('needs a pesticide registered ("L" and digits) and declared for household use', () => {
    expect(messagesOf({ kind: 'pesticide' })).toEqual([
      `pesticideRegistration: ${M.registration}`,
      `pesticideHouseholdUse: ${M.householdUse}`,
    ]);
    expect(
      messagesOf({
        kind: 'pesticide',
        pesticideRegistration: 'L1234',
        pesticideHouseholdUse: true,
      }),
    ).toEqual([]);
    expect(
      messagesOf({
        kind: 'pesticide',
        pesticideRegistration: 'X1234',
        pesticideHouseholdUse: true,
      }),
    ).toEqual([`pesticideRegistration: ${M.registration}`]);
    expect(messagesOf({ kind: 'pesticide', pesticideRegistration: 'L1234' })).toEqual([
      `pesticideHouseholdUse: ${M.householdUse}`,
    ]);
  });
});

describe('keptKindFields', () => {
  it('clears what the kind does not declare', () => {
    const all = {
      medicineSchedule: 0,
      pesticideRegistration: 'L1',
      pesticideHouseholdUse: true,
    };
    expect(keptKindFields({ kind: 'general', ...all })).toEqual(none);
    expect(keptKindFields({ kind: 'medicine', ...all })).toEqual({
      ...none,
      kind: 'medicine',
      medicineSchedule: 0,
    });
    expect(keptKindFields({ kind: 'pesticide', ...all })).toEqual({
      ...none,
      kind: 'pesticide',
      pesticideRegistration: 'L1',
      pesticideHouseholdUse: true,
    });
  });
});

describe('kindEditIssues', () => {
  it('takes an edit without kind fields, and needs the kind with a declaration', () => {
    expect(kindEditIssues({})).toEqual([]);
    expect(kindEditIssues({ medicineSchedule: 2 })).toEqual([
      { path: 'kind', message: M.kindNeeded },
    ]);
    expect(kindEditIssues({ kind: 'medicine', medicineSchedule: 2 })).toEqual([
      { path: 'medicineSchedule', message: M.scheduleNotZero },
    ]);
    expect(kindEditIssues({ kind: 'general' })).toEqual([]);
  });
});

describe('the product schemas', () => {
  const base = { name: 'Doom', price: '45.00' };

  it('default to a general product and store the registration as printed on no pack', () => {
    const parsed = CreateProductSchema.parse(base);
    expect(parsed).toMatchObject(none);
    const pesticide = CreateProductSchema.parse({
      ...base,
      kind: 'pesticide',
      pesticideRegistration: 'l 4321',
      pesticideHouseholdUse: true,
    });
    expect(pesticide.pesticideRegistration).toBe('L4321');
  });

  it('refuse at the field, on a new product and an edit alike', () => {
    const created = CreateProductSchema.safeParse({
      ...base,
      kind: 'medicine',
      medicineSchedule: 2,
    });
    expect(created.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['medicineSchedule', M.scheduleNotZero],
    ]);
    const edited = UpdateProductSchema.safeParse({
      kind: 'pesticide',
      pesticideRegistration: '12',
    });
    expect(edited.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'pesticideRegistration',
      'pesticideHouseholdUse',
    ]);
    const schedule = CreateProductSchema.safeParse({
      ...base,
      kind: 'medicine',
      medicineSchedule: 9,
    });
    expect(schedule.error?.issues.map((i) => i.message)).toContain(M.schedule);
  });
});
