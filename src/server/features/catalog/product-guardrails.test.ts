import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_KIND_MESSAGES as M } from '@shared/catalog/product-kind';
import { createTestApp, type TestApp } from '@server/test/test-app';
import { signUpMerchant } from '@server/test/auth-helpers';
import { rowCounts } from '@server/test/row-counts';
import { catalogCalls } from './catalog-test-helpers';

// Guardrails on the shelf (issue 33): Schedule 0 medicines only; registered household pesticides.

let t: TestApp;
let api: ReturnType<typeof catalogCalls>;
beforeAll(async () => {
  t = await createTestApp();
  api = catalogCalls(t, (await signUpMerchant(t)).token);
});
afterAll(() => t.close());

const product = { name: 'Panado 24s', price: '39.99', stock: 5 };
const pesticide = {
  name: 'Doom 300ml',
  price: '45.00',
  kind: 'pesticide',
  pesticideRegistration: 'L1234',
  pesticideHouseholdUse: true,
};
type Refusal = { error: { code: string; message: string; details: { issues: unknown[] } } };

/** A 400 whose message gives the reason and whose details name the field; nothing stored. */
async function expectRefused(
  send: () => Promise<{ status: number; body: unknown }>,
  field: string,
  message: string,
) {
  const before = await rowCounts(t.deps.db);
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  const { error } = res.body as Refusal;
  expect(error.code).toBe('VALIDATION');
  expect(error.message).toBe(message);
  expect(error.details.issues).toContainEqual(expect.objectContaining({ field, message }));
  expect(await rowCounts(t.deps.db)).toEqual(before);
}

describe('a medicine', () => {
  it('of Schedule 2 is refused with the reason', async () => {
    await expectRefused(
      () => api.create({ ...product, kind: 'medicine', medicineSchedule: 2 }),
      'medicineSchedule',
      M.scheduleNotZero,
    );
  });

  it('without its schedule is refused alike', async () => {
    await expectRefused(
      () => api.create({ ...product, kind: 'medicine' }),
      'medicineSchedule',
      M.scheduleNotZero,
    );
  });

  it('of Schedule 0 is accepted, and keeps no pesticide declaration', async () => {
    const res = await api.create({
      ...product,
      kind: 'medicine',
      medicineSchedule: 0,
      pesticideRegistration: 'L99',
      pesticideHouseholdUse: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'medicine',
      medicineSchedule: 0,
      pesticideRegistration: null,
      pesticideHouseholdUse: false,
    });
  });
});

describe('a pesticide', () => {
  it('without its L-number is refused with the reason', async () => {
    await expectRefused(
      () => api.create({ ...pesticide, pesticideRegistration: undefined }),
      'pesticideRegistration',
      M.registration,
    );
  });

  it.each(['1234', 'LX12', 'Reg 1234', 'L12-34'])('with the bad L-number %j is refused', (reg) =>
    expectRefused(
      () => api.create({ ...pesticide, pesticideRegistration: reg }),
      'pesticideRegistration',
      M.registration,
    ),
  );

  it('without the household-use declaration is refused with the reason', async () => {
    await expectRefused(
      () => api.create({ ...pesticide, pesticideHouseholdUse: false }),
      'pesticideHouseholdUse',
      M.householdUse,
    );
  });

  it('with both is accepted, its number stored as "L" and digits', async () => {
    const res = await api.create({ ...pesticide, pesticideRegistration: 'l 4321' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'pesticide',
      pesticideRegistration: 'L4321',
      pesticideHouseholdUse: true,
      medicineSchedule: null,
    });
  });
});

describe('a general product', () => {
  it('is the default and keeps none of the declarations', async () => {
    const plain = await api.create(product);
    expect(plain.body).toMatchObject({ kind: 'general', medicineSchedule: null });
    const res = await api.create({ ...pesticide, kind: 'general', medicineSchedule: 3 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'general',
      medicineSchedule: null,
      pesticideRegistration: null,
      pesticideHouseholdUse: false,
    });
  });
});

describe('PUT /api/products/{id}', () => {
  it('judges an edit by the same rules', async () => {
    const { id } = await api.product({ name: 'Grandpa headache powders' });
    await expectRefused(
      () => api.update(id, { kind: 'medicine', medicineSchedule: 2 }),
      'medicineSchedule',
      M.scheduleNotZero,
    );
    await expectRefused(
      () => api.update(id, { kind: 'pesticide', pesticideHouseholdUse: true }),
      'pesticideRegistration',
      M.registration,
    );
    await expectRefused(
      () => api.update(id, { kind: 'pesticide', pesticideRegistration: 'L1' }),
      'pesticideHouseholdUse',
      M.householdUse,
    );
    await expectRefused(() => api.update(id, { medicineSchedule: 2 }), 'kind', M.kindNeeded);
    const medicine = await api.update(id, { kind: 'medicine', medicineSchedule: 0 });
    expect(medicine.status, JSON.stringify(medicine.body)).toBe(200);
    expect(medicine.body).toMatchObject({ kind: 'medicine', medicineSchedule: 0 });
  });

  it('clears the declarations when a pesticide becomes a general product', async () => {
    const { id } = await api.product(pesticide);
    const res = await api.update(id, { kind: 'general' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      kind: 'general',
      pesticideRegistration: null,
      pesticideHouseholdUse: false,
    });
  });

  it('leaves the kind as it is when an edit does not name it', async () => {
    const { id } = await api.product(pesticide);
    const res = await api.update(id, { name: 'Doom 450ml' });
    expect(res.body).toMatchObject({ kind: 'pesticide', pesticideRegistration: 'L1234' });
  });
});
