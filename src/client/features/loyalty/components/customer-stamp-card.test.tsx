// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@client/components/ui/toaster';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubFetch, type FetchCall } from '@client/test/stub-fetch';
import { CustomerStampCard } from './customer-stamp-card';

const CUSTOMER = '6f1c0d4e-2b1a-4c55-9a1e-0c0a0b0c0c01';
const CARD = {
  id: '6f1c0d4e-2b1a-4c55-9a1e-0c0a0b0c0a01',
  customerId: CUSTOMER,
  customerName: 'Nomvula',
  cardType: 'stamps',
  currentStamps: 2,
  targetStamps: 2,
  rewardDescription: 'Free loaf of bread',
  rewardValue: '17.99',
  isActive: true,
  rewardReady: true,
  createdAt: '2026-03-01T08:00:00.000Z',
};
const page = (items: unknown[]) =>
  Response.json({ items, total: items.length, page: 1, pageSize: 5 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = () =>
  renderWithQuery(
    <>
      <CustomerStampCard customerId={CUSTOMER} customerName="Nomvula" />
      <Toaster />
    </>,
  );

describe('a customer’s stamp card', () => {
  it('offers a card to a customer who has none', async () => {
    stubFetch(() => page([]));
    show();
    expect(await screen.findByRole('button', { name: 'Add a stamp card' })).toBeTruthy();
  });

  it('redeems a ready reward once: a retry after a lost answer sends the same key', async () => {
    let redeems = 0;
    const calls: FetchCall[] = stubFetch(({ method }) => {
      if (method !== 'POST') return page([CARD]);
      redeems += 1;
      if (redeems === 1) return Promise.reject(new TypeError('network down'));
      return Response.json({
        card: { ...CARD, currentStamps: 0, rewardReady: false },
        rewardDescription: CARD.rewardDescription,
        rewardValue: CARD.rewardValue,
        redeemedAt: '2026-03-10T08:00:00.000Z',
      });
    });
    show();
    expect(await screen.findByText('Reward ready')).toBeTruthy();
    expect(screen.getByText('2 of 2 stamps')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Redeem reward/ }));
    expect((await screen.findAllByText('Failed to redeem reward')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /Redeem reward/ }));
    expect(
      (await screen.findAllByText('Hand over: Free loaf of bread (R17.99)')).length,
    ).toBeGreaterThan(0);
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.url)).toEqual([
      `/api/loyalty-cards/${CARD.id}/redeem`,
      `/api/loyalty-cards/${CARD.id}/redeem`,
    ]);
    const keys = posts.map((c) => c.headers['idempotency-key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(1));
  });
});
