import { afterEach, describe, expect, it } from 'vitest';
import { johannesburgCalendar } from '@shared/time/johannesburg';
import { signUpMerchant } from '@server/test/auth-helpers';
import { insertCustomer, insertProduct } from '@server/test/fixtures';
import { call } from '@server/test/test-app';
import { placeOrder, ringUp, setClock } from '@server/test/trading';
import { daysBefore, smartDashboardOf } from './analytics-test-helpers';
import { appFixture } from '@server/test/file-fixtures';

const t = appFixture();
afterEach(() => setClock(t, new Date().toISOString()));

const suggestionsOf = async (token: string) =>
  (await smartDashboardOf(t, token)).body.suggestions as {
    kind: string;
    title: string;
  }[];

describe('growth suggestions', () => {
  it('each come from a figure of the shop: restock, a lapsed regular, a bulk tier, slow stock', async () => {
    const now = '2026-07-15T10:00:00Z';
    const { token, user } = await signUpMerchant(t);
    const listed = { createdAt: daysBefore(now, 60) };
    const rice = await insertProduct(t.deps.db, user.id, {
      name: 'Rice',
      price: '12.00',
      stock: 11,
      ...listed,
    });
    const tea = await insertProduct(t.deps.db, user.id, {
      name: 'Tea',
      price: '20.00',
      stock: 200,
      ...listed,
    });
    const dusters = await insertProduct(t.deps.db, user.id, {
      name: 'Dusters',
      price: '8.00',
      stock: 30,
      ...listed,
    });
    const lindiwe = await insertCustomer(t.deps.db, user.id, { name: 'Lindiwe' });
    for (const days of [20, 18, 16]) {
      setClock(t, daysBefore(now, days).toISOString());
      await ringUp(t, token, [[rice, 3]], lindiwe.id);
    }
    for (const days of [5, 4, 3]) {
      setClock(t, daysBefore(now, days).toISOString());
      await placeOrder(t, token, {
        status: 'completed',
        items: [{ productId: tea.id, quantity: 9 }],
      });
    }
    setClock(t, now);

    expect(await suggestionsOf(token)).toEqual([
      {
        kind: 'restock',
        productId: rice.id,
        customerId: null,
        title: 'Restock Rice',
        figure: '2 left at 0.3 a day: about 7 days of stock',
        action: 'Order 3 to cover the next 14 days',
      },
      {
        kind: 'lapsed_customer',
        productId: null,
        customerId: lindiwe.id,
        title: 'Lindiwe has not been back',
        figure: 'Usually buys every 2 days; last purchase 16 days ago (3 purchases)',
        action: 'Call Lindiwe: they have not agreed to specials by SMS or WhatsApp',
      },
      {
        kind: 'tier_near_miss',
        productId: tea.id,
        customerId: null,
        title: 'Customers nearly reached the bulk price of Tea',
        figure: '3 orders in 30 days stopped 1-2 units short of 10',
        action: 'Tell customers that 10 or more cost R19.00 each (5% off R20.00)',
      },
      {
        kind: 'dead_stock',
        productId: dusters.id,
        customerId: null,
        title: '1 product has not sold in 30 days',
        figure: 'R240.00 tied up in stock at selling price',
        action: 'Put Dusters on special, or return it to the supplier',
      },
    ]);

    // Once Lindiwe agrees to specials by WhatsApp, the suggestion may offer one; an opt-out ends it.
    const lapsedAction = async () =>
      (await smartDashboardOf(t, token)).body.suggestions.find(
        (s: { kind: string }) => s.kind === 'lapsed_customer',
      ).action;
    const consent = (granted: boolean) =>
      call(t.app, 'POST', `/api/customers/${lindiwe.id}/consents`, {
        token,
        body: { channel: 'whatsapp', granted },
      });
    expect((await consent(true)).status).toBe(201);
    expect(await lapsedAction()).toBe('Call Lindiwe or send an SMS with a special offer');
    expect((await consent(false)).status).toBe(201);
    expect(await lapsedAction()).toBe(
      'Call Lindiwe: they have not agreed to specials by SMS or WhatsApp',
    );
  });

  it('names the best and the quietest weekday of the last four weeks', async () => {
    const now = '2026-08-19T10:00:00Z';
    const { token, user } = await signUpMerchant(t);
    const bread = await insertProduct(t.deps.db, user.id, {
      name: 'Bread',
      price: '10.00',
      stock: 1000,
      createdAt: daysBefore(now, 60),
    });
    for (let days = 28; days >= 1; days--) {
      const at = daysBefore(now, days);
      const { weekday } = johannesburgCalendar(at);
      if (weekday === 2) continue; // no trade on Tuesdays
      setClock(t, at.toISOString());
      await ringUp(t, token, [[bread, weekday === 6 ? 3 : 1]]);
    }
    setClock(t, now);

    const weekdays = (await suggestionsOf(token)).filter((s) => s.kind === 'best_weekday');
    expect(weekdays).toEqual([
      {
        kind: 'best_weekday',
        productId: null,
        customerId: null,
        title: 'Saturday is your best day, Tuesday your quietest',
        figure: 'Saturdays average R34.50 in takings, Tuesdays R0.00 (last 4 weeks)',
        action: 'Stock up before Saturday and run a Tuesday special to bring customers in',
      },
    ]);

    // The same figures in the reader's language, weekday names included.
    const afrikaans = await call(t.app, 'GET', '/api/analytics/smart-dashboard', {
      token,
      headers: { 'accept-language': 'af' },
    });
    const [inAfrikaans] = afrikaans.body.suggestions.filter(
      (s: { kind: string }) => s.kind === 'best_weekday',
    );
    expect(inAfrikaans).toMatchObject({
      title: 'Saterdag is jou beste dag, Dinsdag jou stilste',
      figure: 'Saterdae bring gemiddeld R34.50 inkomste in, Dinsdae R0.00 (laaste 4 weke)',
      action: 'Vul jou voorraad aan voor Saterdag en hou ’n spesiaal op Dinsdag om klante te lok',
    });
    // English is still English after another language was asked for (kept apart).
    expect((await suggestionsOf(token)).find((s) => s.kind === 'best_weekday')).toMatchObject({
      title: 'Saturday is your best day, Tuesday your quietest',
    });
  });

  it('gives no advice on too little trade', async () => {
    const { token, user } = await signUpMerchant(t);
    const bread = await insertProduct(t.deps.db, user.id, {
      name: 'Bread',
      price: '10.00',
      stock: 500,
    });
    await ringUp(t, token, [[bread, 1]]);
    expect(await suggestionsOf(token)).toEqual([]);
  });
});
