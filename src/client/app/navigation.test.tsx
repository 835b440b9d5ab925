// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DEFAULT_PERMISSIONS, type ShopStaffRole } from '@shared/shop-staff/permissions';
import type { StaffIdentity } from '@shared/shop-staff/shop-staff.schemas';
import { saveSession } from '@client/lib/storage';
import { clearStaffSession, saveStaffSession } from '@client/lib/till-user';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubResizeObserver } from '@client/test/resize-observer';
import { stubFetch } from '@client/test/stub-fetch';
import { testUser } from '@client/test/test-user';
import { StaffGuard } from './guard';
import { BottomNav } from './layout/bottom-nav';
import { Sidebar } from './layout/sidebar';
import { TopBar } from './layout/top-bar';
import { merchantNav, pageLabelOf } from './navigation';
import { mayOpen } from './staff-access';

const person = (role: ShopStaffRole): StaffIdentity => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Lerato Dlamini',
  role,
  permissions: [...DEFAULT_PERMISSIONS[role]],
});
const paths = (items: { path: string }[]) => items.map((item) => item.path);
/** Pages no staff session may open, whatever its permissions. */
const OWNER_ONLY = [
  '/micro-lending',
  '/payments',
  '/analytics',
  '/setup-wizard',
  '/shop-staff',
  '/settings',
  '/suppliers',
  '/brands',
];

beforeEach(() => {
  localStorage.clear();
  saveSession('owner-token', testUser());
  stubFetch(() => Response.json([]));
  stubResizeObserver();
});
afterEach(() => {
  cleanup();
  clearStaffSession();
  vi.unstubAllGlobals();
});

describe('merchantNav', () => {
  it('gives the owner every page, Shop staff and Settings', () => {
    const nav = merchantNav(null);
    expect(paths(nav.sidebar)).toContain('/shop-staff');
    expect(nav.settings?.path).toBe('/settings');
    expect(paths(nav.bottom)).toEqual(['/dashboard', '/catalog', '/orders', '/payments']);
  });

  it('gives a cashier the till, shifts, products, customers and credit repayments, and nothing of the owner’s', () => {
    const nav = merchantNav(person('cashier'));
    expect(paths(nav.sidebar)).toEqual(['/catalog', '/pos', '/shifts', '/customers', '/credit']);
    expect(nav.settings).toBeNull();
    expect(paths(nav.bottom)).toEqual(['/pos', '/catalog', '/customers', '/credit']);
    expect(paths(nav.sheetPrimary)).toEqual(['/pos', '/shifts']);
  });

  it('gives a manager the day’s figures and orders too, still nothing of the owner’s', () => {
    const nav = merchantNav(person('manager'));
    expect(paths(nav.sidebar)).toEqual([
      '/dashboard',
      '/voice-ordering',
      '/catalog',
      '/stock-take',
      '/stock-in',
      '/pos',
      '/shifts',
      '/orders',
      '/customers',
      '/credit',
    ]);
    for (const path of OWNER_ONLY) expect(paths(nav.sidebar)).not.toContain(path);
    expect(nav.settings).toBeNull();
    expect(paths(nav.bottom)).toEqual(['/dashboard', '/pos', '/catalog', '/customers']);
  });

  it('shows deliveries and orders to staff who receive stock, expiry and write-offs to those who change it', () => {
    const cashier = person('cashier');
    const receiver = {
      ...cashier,
      permissions: [...cashier.permissions, 'receive_stock' as const],
    };
    const counter = { ...cashier, permissions: [...cashier.permissions, 'change_stock' as const] };
    expect(paths(merchantNav(cashier).sidebar)).not.toContain('/stock-in');
    expect(paths(merchantNav(receiver).sidebar)).toContain('/stock-in');
    for (const tab of ['/stock-in/receive', '/stock-in/orders']) {
      expect(mayOpen(tab, cashier)).toBe(false);
      expect(mayOpen(tab, receiver)).toBe(true);
    }
    for (const tab of ['/stock-in/expiring', '/stock-in/write-offs']) {
      expect(mayOpen(tab, receiver)).toBe(false);
      expect(mayOpen(tab, counter)).toBe(true);
    }
    expect(pageLabelOf('/stock-in/write-offs')).toBe('nav.stockIn');
  });

  it('shows the stock take only to staff who may change stock', () => {
    const cashier = person('cashier');
    expect(paths(merchantNav(cashier).sidebar)).not.toContain('/stock-take');
    const counter = { ...cashier, permissions: [...cashier.permissions, 'change_stock' as const] };
    expect(paths(merchantNav(counter).sidebar)).toContain('/stock-take');
    expect(paths(merchantNav(null).sidebar)).toContain('/stock-take');
  });

  it('follows the owner’s ticks: a cashier given orders sees Orders', () => {
    const cashier = person('cashier');
    const nav = merchantNav({ ...cashier, permissions: [...cashier.permissions, 'manage_orders'] });
    expect(paths(nav.sidebar)).toContain('/orders');
    expect(paths(nav.sidebar)).not.toContain('/dashboard');
  });
});

describe('the navigation on screen', () => {
  it('hides the owner’s pages in the sidebar while a staff member is at the till', () => {
    saveStaffSession({ token: 'staff-token', staff: person('cashier') });
    render(<Sidebar onLogout={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/catalog', '/pos', '/shifts', '/customers', '/credit']);
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();

    act(() => clearStaffSession());
    expect(screen.getByRole('link', { name: 'Shop staff' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' })).toBeTruthy();
  });

  it('gives a cashier four entries and More on the phone, the More sheet without the owner’s pages', async () => {
    saveStaffSession({ token: 'staff-token', staff: person('cashier') });
    renderWithQuery(<BottomNav onLogout={() => {}} />);
    const bar = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/pos', '/catalog', '/customers', '/credit']);
    fireEvent.click(within(bar).getByRole('button', { name: 'More' }));
    const sheet = await screen.findByRole('dialog', { name: 'More' });
    for (const name of [
      'Settings',
      'Shop staff',
      'Analytics',
      'Micro Lending',
      'Payments & Wallet',
    ])
      expect(within(sheet).queryByRole('link', { name })).toBeNull();
    expect(within(sheet).getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('shows the owner Shop staff in the More sheet', async () => {
    renderWithQuery(<BottomNav onLogout={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    const sheet = await screen.findByRole('dialog', { name: 'More' });
    expect(within(sheet).getByRole('link', { name: 'Shop staff' }).getAttribute('href')).toBe(
      '/shop-staff',
    );
  });
});

describe('the top bar', () => {
  it('names who is at the till, and shows stock alerts only to a role that may change stock', async () => {
    saveStaffSession({ token: 'staff-token', staff: person('cashier') });
    renderWithQuery(<TopBar />);
    expect(screen.getByText('Lerato Dlamini')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /stock alerts/i })).toBeNull();
    cleanup();
    saveStaffSession({ token: 'staff-token', staff: person('manager') });
    renderWithQuery(<TopBar />);
    expect(await screen.findByRole('button', { name: /stock alerts/i })).toBeTruthy();
  });
});

describe('StaffGuard', () => {
  function visit(path: string) {
    const location = memoryLocation({ path, record: true });
    render(
      <Router hook={location.hook}>
        <StaffGuard>
          <p>the page</p>
        </StaffGuard>
      </Router>,
    );
    return location;
  }

  it('sends a staff member who types an owner’s address back to the till', () => {
    saveStaffSession({ token: 'staff-token', staff: person('manager') });
    for (const path of OWNER_ONLY) {
      const location = visit(path);
      expect(location.history.at(-1), path).toBe('/pos');
      cleanup();
    }
  });

  it('sends a cashier from the dashboard to the till, and lets a manager (today’s figures) stay', () => {
    saveStaffSession({ token: 'staff-token', staff: person('cashier') });
    expect(visit('/dashboard').history.at(-1)).toBe('/pos');
    cleanup();
    saveStaffSession({ token: 'staff-token', staff: person('manager') });
    expect(visit('/dashboard').history).toEqual(['/dashboard']);
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it('lets a cashier open what the role may, and the owner every page', () => {
    saveStaffSession({ token: 'staff-token', staff: person('cashier') });
    expect(visit('/catalog').history).toEqual(['/catalog']);
    cleanup();
    clearStaffSession();
    expect(visit('/shop-staff').history).toEqual(['/shop-staff']);
    expect(screen.getByText('the page')).toBeTruthy();
  });
});
