import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMerchant } from '@server/test/auth-helpers';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { PROMOTION_MESSAGES } from '@shared/brands/promotions.schemas';
import { addDays, johannesburgDate } from '@shared/time/johannesburg';

let t: TestApp;
let a: string;
let b: string;
let brandA: string;
let brandB: string;

beforeAll(async () => {
  t = await createTestApp();
  a = (await signUpMerchant(t)).token;
  b = (await signUpMerchant(t)).token;
  brandA = (await call(t.app, 'POST', '/api/brands', { token: a, body: { name: 'Albany' } })).body
    .id;
  brandB = (await call(t.app, 'POST', '/api/brands', { token: b, body: { name: 'Sasko' } })).body
    .id;
});
afterAll(() => t.close());

const today = () => johannesburgDate(t.deps.clock());
const promotion = (overrides: Record<string, unknown> = {}) => ({
  title: 'Winter bread special',
  description: 'Buy more, pay less',
  discountPercentage: 15,
  startDate: today(),
  endDate: addDays(today(), 14),
  ...overrides,
});
const create = (token: string, brandId: string, body: unknown) =>
  call(t.app, 'POST', `/api/brands/${brandId}/promotions`, { token, body });

describe('promotions per brand', () => {
  it('creates, lists, edits and deletes a promotion', async () => {
    const created = await create(a, brandA, promotion());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      brandId: brandA,
      brandName: 'Albany',
      title: 'Winter bread special',
      discountPercentage: 15,
      status: 'active',
      startDate: today(),
    });

    const list = await call(t.app, 'GET', `/api/brands/${brandA}/promotions`, { token: a });
    expect(list.status).toBe(200);
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([created.body.id]);

    const edited = await call(t.app, 'PUT', `/api/promotions/${created.body.id}`, {
      token: a,
      body: promotion({ discountPercentage: '12.5', status: 'inactive', description: '' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      discountPercentage: 12.5,
      status: 'inactive',
      description: null,
    });

    const removed = await call(t.app, 'DELETE', `/api/promotions/${created.body.id}`, { token: a });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ id: created.body.id });
    const again = await call(t.app, 'DELETE', `/api/promotions/${created.body.id}`, { token: a });
    expect(again.status).toBe(404);
  });

  it('accepts a one-day promotion and the discount bounds', async () => {
    const oneDay = await create(
      a,
      brandA,
      promotion({ endDate: today(), discountPercentage: 100 }),
    );
    expect(oneDay.status).toBe(201);
    const small = await create(a, brandA, promotion({ discountPercentage: '0.01' }));
    expect(small.body.discountPercentage).toBe(0.01);
  });

  it.each([
    [{ title: '' }, PROMOTION_MESSAGES.title],
    [{ title: undefined }, PROMOTION_MESSAGES.title],
    [{ discountPercentage: 0 }, PROMOTION_MESSAGES.discount],
    [{ discountPercentage: -5 }, PROMOTION_MESSAGES.discount],
    [{ discountPercentage: 100.01 }, PROMOTION_MESSAGES.discount],
    [{ discountPercentage: '' }, PROMOTION_MESSAGES.discount],
    [{ discountPercentage: 'ten' }, PROMOTION_MESSAGES.discount],
    [{ discountPercentage: undefined }, PROMOTION_MESSAGES.discount],
    [{ discountPercentage: 10.125 }, PROMOTION_MESSAGES.discountStep],
    [{ startDate: '' }, PROMOTION_MESSAGES.startDate],
    [{ startDate: '2026-02-30' }, PROMOTION_MESSAGES.startDate],
    [{ endDate: undefined }, PROMOTION_MESSAGES.endDate],
    [{ endDate: '01/12/2026' }, PROMOTION_MESSAGES.endDate],
    [{ startDate: '2026-12-10', endDate: '2026-12-09' }, PROMOTION_MESSAGES.dateOrder],
    [{ status: 'paused' }, 'Status must be active or inactive'],
  ])('refuses %j with "%s"', async (overrides, message) => {
    const response = await create(a, brandA, promotion(overrides));
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION', message });
  });

  it('lists current active promotions across brands with the brand name', async () => {
    const m = (await signUpMerchant(t)).token;
    const brand = (await call(t.app, 'POST', '/api/brands', { token: m, body: { name: 'Iwisa' } }))
      .body.id;
    const current = await create(m, brand, promotion({ title: 'Current' }));
    await create(m, brand, promotion({ title: 'Paused', status: 'inactive' }));
    await create(
      m,
      brand,
      promotion({
        title: 'Ended',
        startDate: addDays(today(), -10),
        endDate: addDays(today(), -1),
      }),
    );
    const list = await call(t.app, 'GET', '/api/promotions', { token: m });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({ id: current.body.id, brandName: 'Iwisa' }),
    ]);
  });

  it('keeps merchants apart: foreign brand and promotion ids are 404, lists never leak', async () => {
    const mine = await create(a, brandA, promotion({ title: 'A only promo' }));
    expect((await create(b, brandA, promotion())).status).toBe(404);
    expect((await create(a, brandB, promotion())).status).toBe(404);
    const foreignList = await call(t.app, 'GET', `/api/brands/${brandA}/promotions`, { token: b });
    expect(foreignList.status).toBe(404);
    const put = await call(t.app, 'PUT', `/api/promotions/${mine.body.id}`, {
      token: b,
      body: promotion(),
    });
    expect(put.status).toBe(404);
    const del = await call(t.app, 'DELETE', `/api/promotions/${mine.body.id}`, { token: b });
    expect(del.status).toBe(404);
    const current = await call(t.app, 'GET', '/api/promotions', { token: b });
    expect(current.body.map((p: { title: string }) => p.title)).not.toContain('A only promo');
    const still = await call(t.app, 'GET', `/api/brands/${brandA}/promotions`, { token: a });
    expect(still.body.map((p: { id: string }) => p.id)).toContain(mine.body.id);
  });

  it('needs a signed-in merchant', async () => {
    expect((await call(t.app, 'GET', '/api/promotions')).status).toBe(401);
    expect((await create('', brandA, promotion())).status).toBe(401);
  });
});
