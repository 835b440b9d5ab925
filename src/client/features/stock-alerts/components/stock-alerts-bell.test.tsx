// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '@client/test/render-with-query';
import type { StockAlert } from '@shared/stock-alerts/stock-alerts.schemas';
import { StockAlertsBell } from './stock-alerts-bell';

const alert = (overrides: Partial<StockAlert>): StockAlert => ({
  id: 'a1',
  productId: 'p1',
  productName: 'Albany Bread',
  stock: 3,
  alertType: 'low_stock',
  threshold: 10,
  message: 'Albany Bread is low on stock (3 left)',
  isRead: false,
  createdAt: '2026-11-23T08:00:00.000Z',
  ...overrides,
});

let alerts: StockAlert[];
let calls: { method: string; url: string; body: unknown }[];

beforeEach(() => {
  alerts = [
    alert({}),
    alert({
      id: 'a2',
      productId: 'p2',
      productName: 'Sugar 2kg',
      alertType: 'out_of_stock',
      stock: 0,
      message: 'Sugar 2kg is out of stock',
      createdAt: '2026-11-23T09:00:00.000Z',
    }),
    alert({ id: 'a3', productName: 'Tea 100s', isRead: true }),
  ];
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'PUT' && url.endsWith('/read') && url !== '/api/stock-alerts/read') {
        const id = url.split('/')[3];
        alerts = alerts.map((a) => (a.id === id ? { ...a, isRead: true } : a));
        return Response.json(alerts.find((a) => a.id === id));
      }
      if (method === 'PUT') {
        alerts = alerts.map((a) => ({ ...a, isRead: true }));
        return Response.json({ updated: 2 });
      }
      return Response.json(alerts);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderBell = () => renderWithQuery(<StockAlertsBell />);

describe('StockAlertsBell', () => {
  it('words a stock count from an oversold offline sale as a count, not as low stock', async () => {
    alerts = [
      alert({
        alertType: 'stock_count',
        stock: 0,
        message: 'Count Albany Bread: offline sales sold 2 more than the 0 on record',
      }),
    ];
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: /1 unread stock alert/ }));
    const list = await screen.findByRole('list', { name: 'Stock alerts' });
    expect(
      within(list).getByText(
        'Stock count · Count Albany Bread: offline sales sold 2 more than the 0 on record',
      ),
    ).toBeTruthy();
    expect(within(list).queryByText(/Low stock/)).toBeNull();
  });

  it('shows the unread count and lists alerts with product names and a catalogue link', async () => {
    renderBell();
    const bell = await screen.findByRole('button', { name: '2 unread stock alerts' });
    fireEvent.click(bell);
    const list = await screen.findByRole('list', { name: 'Stock alerts' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Albany Bread'),
      expect.stringContaining('Sugar 2kg'),
      expect.stringContaining('Tea 100s'),
    ]);
    expect(within(items[0]!).getByText('Low stock · 3 left (alert at 10)')).toBeTruthy();
    expect(within(items[1]!).getByText('Out of stock')).toBeTruthy();
    expect(within(items[2]!).queryByRole('button', { name: /Mark/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'View stock catalog' }).getAttribute('href')).toBe(
      '/catalog',
    );
  });

  it('goes to the product of an alert (its stock, in the catalogue) and closes', async () => {
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: '2 unread stock alerts' }));
    const link = await screen.findByRole('link', { name: 'Go to Sugar 2kg' });
    expect(link.getAttribute('href')).toBe('/catalog?product=p2');
    fireEvent.click(link);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Stock alerts' })).toBeNull());
  });

  it('marks one alert read', async () => {
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: '2 unread stock alerts' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark read: Albany Bread' }));
    await screen.findByRole('button', { name: '1 unread stock alerts' });
    expect(calls).toContainEqual({
      method: 'PUT',
      url: '/api/stock-alerts/a1/read',
      body: undefined,
    });
  });

  it('marks all read up to the newest alert shown', async () => {
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: '2 unread stock alerts' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => screen.getByRole('button', { name: 'Stock alerts' }));
    expect(calls).toContainEqual({
      method: 'PUT',
      url: '/api/stock-alerts/read',
      body: { before: '2026-11-23T09:00:00.000Z' },
    });
  });

  it('says when there are no alerts', async () => {
    alerts = [];
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Stock alerts' }));
    await screen.findByText('No stock alerts');
  });
});
