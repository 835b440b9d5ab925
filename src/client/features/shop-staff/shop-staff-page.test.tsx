// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopStaff } from '@shared/shop-staff/shop-staff.schemas';
import { formatInstant } from '@shared/time/format';
import { Toaster } from '@client/components/ui/toaster';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubFetch, type FetchCall } from '@client/test/stub-fetch';
import { OwnerPinCard } from './components/owner-pin-card';
import ShopStaffPage from './shop-staff-page';

const HOUR = 3_600_000;
const person = (fields: Partial<ShopStaff> & Pick<ShopStaff, 'id' | 'name'>): ShopStaff => ({
  role: 'cashier',
  phone: null,
  isActive: true,
  permissions: ['sell', 'take_repayments'],
  lockedUntil: null,
  lastWorkedAt: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  ...fields,
});
const lockedUntil = new Date(Date.now() + HOUR).toISOString();
const LERATO = person({
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Lerato Dlamini',
  phone: '+27821234567',
  lastWorkedAt: '2026-11-26T15:20:00.000Z',
  lockedUntil,
});
const SIPHO = person({
  id: '00000000-0000-4000-8000-0000000000a2',
  name: 'Sipho',
  role: 'manager',
});
const GONE = person({
  id: '00000000-0000-4000-8000-0000000000a3',
  name: 'Thabo',
  isActive: false,
  lockedUntil: new Date(Date.now() - HOUR).toISOString(),
});

let calls: FetchCall[];
let ownerVerifier: string | null;
let keysAnswer: number;
const writes = () => calls.filter((call) => call.method !== 'GET');

beforeEach(() => {
  ownerVerifier = null;
  keysAnswer = 200;
  calls = stubFetch((call) => {
    if (call.url === '/api/shop-staff') return Response.json([LERATO, SIPHO, GONE]);
    if (call.url === '/api/shop-staff/till-keys') {
      if (keysAnswer !== 200)
        return Response.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 });
      const owner = { id: '00000000-0000-4000-8000-0000000000f1', name: 'Thandi', role: 'owner' };
      const key = { permissions: [], salt: 'c2FsdA==', iterations: 100_000 };
      return Response.json({
        tillLockSeconds: 120,
        keys: [{ ...owner, ...key, verifier: ownerVerifier }],
      });
    }
    if (call.url === '/api/shop-staff/owner-pin') return Response.json({ ok: true });
    const id = call.url.split('/').at(-1);
    const found = [LERATO, SIPHO, GONE].find((p) => p.id === id)!;
    return call.method === 'DELETE'
      ? Response.json({ ...found, isActive: false })
      : Response.json({ ...found, lockedUntil: null });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  renderWithQuery(
    <>
      <ShopStaffPage />
      <Toaster />
    </>,
  );
}
const card = async (name: string) =>
  (await screen.findByText(name)).closest('[data-testid="shop-staff-card"]') as HTMLElement;

describe('the shop staff screen', () => {
  it('lists each person with role, state, lock and when they last worked', async () => {
    renderPage();
    const lerato = await card('Lerato Dlamini');
    expect(within(lerato).getByText('Cashier')).toBeTruthy();
    expect(within(lerato).getByText('Active')).toBeTruthy();
    expect(within(lerato).getByText('082 123 4567')).toBeTruthy();
    expect(within(lerato).getByText(`Locked until ${formatInstant(lockedUntil)}`)).toBeTruthy();
    expect(
      within(lerato).getByText(`Last worked ${formatInstant(LERATO.lastWorkedAt)}`),
    ).toBeTruthy();
    const sipho = await card('Sipho');
    expect(within(sipho).getByText('Manager')).toBeTruthy();
    expect(within(sipho).getByText('Last worked not yet')).toBeTruthy();
    expect(within(sipho).queryByRole('button', { name: 'Unlock Sipho' })).toBeNull();
    const thabo = await card('Thabo');
    expect(within(thabo).getByText('Inactive')).toBeTruthy();
    // A lock that has run out is no lock; a deactivated person has nothing to deactivate.
    expect(within(thabo).queryByText(/Locked until/)).toBeNull();
    expect(within(thabo).queryByRole('button', { name: 'Deactivate Thabo' })).toBeNull();
  });

  it('unlocks a locked person at once', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Unlock Lerato Dlamini' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      url: `/api/shop-staff/${LERATO.id}`,
      body: { unlock: true },
    });
    expect(await screen.findByText('Lerato Dlamini can use their PIN again')).toBeTruthy();
  });

  it('deactivates only after a confirmation naming the person', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Sipho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Sipho?' });
    expect(within(dialog).getByText(/Sipho can no longer sign in at the till/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Sipho' }));
    const again = await screen.findByRole('dialog', { name: 'Deactivate Sipho?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Deactivate Sipho' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'DELETE', url: `/api/shop-staff/${SIPHO.id}` });
    expect(await screen.findByText('Sipho deactivated')).toBeTruthy();
  });
});

describe('the owner’s till PIN', () => {
  it('sets a first PIN without a password, typed twice', async () => {
    renderWithQuery(<OwnerPinCard />);
    expect(await screen.findByText('You have no till PIN yet.')).toBeTruthy();
    expect(screen.queryByLabelText('Your password')).toBeNull();
    fireEvent.change(screen.getByLabelText('New PIN (4 to 6 digits)'), {
      target: { value: '8052' },
    });
    fireEvent.change(screen.getByLabelText('New PIN again'), { target: { value: '8025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set PIN' }));
    expect(await screen.findByText('The two PINs are not the same')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New PIN again'), { target: { value: '8052' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set PIN' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      url: '/api/shop-staff/owner-pin',
      body: { pin: '8052' },
    });
  });

  it('asks for the password to change a PIN already set', async () => {
    ownerVerifier = 'dmVyaWZpZXI=';
    renderWithQuery(<OwnerPinCard />);
    expect(await screen.findByText('Your till PIN is set.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New PIN (4 to 6 digits)'), {
      target: { value: '8052' },
    });
    fireEvent.change(screen.getByLabelText('New PIN again'), { target: { value: '8052' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change PIN' }));
    expect(await screen.findByText('Enter your password to change your PIN')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'my secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change PIN' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toEqual({ pin: '8052', password: 'my secret' });
  });

  it('asks for the password when it cannot tell whether a PIN is set, and still saves', async () => {
    keysAnswer = 500;
    renderWithQuery(<OwnerPinCard />);
    const password = await screen.findByLabelText('Your password');
    expect(screen.queryByText('You have no till PIN yet.')).toBeNull();
    fireEvent.change(screen.getByLabelText('New PIN (4 to 6 digits)'), {
      target: { value: '8052' },
    });
    fireEvent.change(screen.getByLabelText('New PIN again'), { target: { value: '8052' } });
    fireEvent.change(password, { target: { value: 'my secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change PIN' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toEqual({ pin: '8052', password: 'my secret' });
  });
});
