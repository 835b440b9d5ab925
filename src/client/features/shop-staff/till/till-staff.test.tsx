// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@client/lib/storage';
import { getStaffSession, lockTill, saveStaffSession } from '@client/lib/till-user';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubFetch, type FetchCall } from '@client/test/stub-fetch';
import { testUser } from '@client/test/test-user';
import { tillKeyFixture } from './till-key-fixture';
import { useTillStaff } from './use-till-staff';

const OWNER = tillKeyFixture('9073', {
  id: '3c1f0e2a-0000-4000-8000-000000000001',
  name: 'Nomsa',
  role: 'owner',
});
const CASHIER = tillKeyFixture('4826', {
  id: '0b7e3c1a-7d1e-4f4e-9a51-1a2b3c4d5e6f',
  name: 'Thandi',
  role: 'cashier',
  permissions: ['sell', 'take_repayments'],
});
const MANAGER = tillKeyFixture('5930', {
  id: '0b7e3c1a-7d1e-4f4e-9a51-1a2b3c4d5e70',
  name: 'Sipho',
  role: 'manager',
  permissions: ['sell', 'give_credit', 'give_discounts'],
});
const identity = (key: typeof CASHIER) => ({
  id: key.id,
  name: key.name,
  role: key.role as 'cashier',
  permissions: key.permissions,
});
const refusal = (status: number, message: string, details?: object) =>
  Response.json({ error: { code: 'X', message, details } }, { status });

let calls: FetchCall[];
let owner: typeof OWNER;

/** The till page's use of the staff area: header, overlay and a sale that needs approval. */
function Till() {
  const staff = useTillStaff();
  const [result, setResult] = useState('');
  const sell = () =>
    void staff.askApproval('give_credit').then((a) => setResult(a ? `approved ${a.token}` : 'no'));
  return (
    <>
      {staff.headerActions}
      <button onClick={sell}>Sell on credit</button>
      <p data-testid="result">{result}</p>
      {staff.overlay}
    </>
  );
}

beforeEach(() => {
  localStorage.clear();
  owner = OWNER;
  saveSession('owner-token', testUser({ id: OWNER.id, name: 'Nomsa' }));
  calls = stubFetch(({ method, url, body }) => {
    const pin = (body as { pin?: string } | undefined)?.pin;
    if (url === '/api/shop-staff/till-keys') {
      return Response.json({ tillLockSeconds: 30, keys: [owner, CASHIER, MANAGER] });
    }
    if (method === 'POST' && url === '/api/shop-staff/sign-in') {
      if (pin === '4826') return Response.json({ token: 'staff-token', staff: identity(CASHIER) });
      if (pin === '2222') {
        return refusal(429, 'Locked', { retryAfterSeconds: 840 });
      }
      return refusal(401, 'Wrong PIN');
    }
    if (url === '/api/shop-staff/owner-return') {
      const password = (body as { password?: string }).password;
      const right = pin === '9073' || password === 'owner-password';
      return right ? Response.json({ ok: true }) : refusal(401, 'Wrong PIN');
    }
    if (url === '/api/shop-staff/owner-pin') return Response.json({ ok: true });
    if (url === '/api/shop-staff/approvals') {
      return Response.json({ approvalToken: 'ap-1', expiresAt: '2026-11-27T10:02:00.000Z' });
    }
    return refusal(404, 'Not found');
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const tap = (...keys: string[]) =>
  keys.forEach((key) => fireEvent.click(screen.getByRole('button', { name: key })));
const choose = (name: string) =>
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }));
const typePin = (pin: string) => tap(...pin.split(''), 'OK');
const sent = (url: string) => calls.filter((call) => call.url === url);

describe('switch user at the till', () => {
  it('signs a cashier in with the owner’s session: wrong PIN, locked, then in', async () => {
    renderWithQuery(<Till />);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch user' }));
    expect(await screen.findByText('Who is serving?')).toBeTruthy();
    choose('Thandi');
    typePin('1111');
    expect(await screen.findByText('Wrong PIN')).toBeTruthy();
    typePin('2222');
    expect(await screen.findByText('Too many wrong PINs. Try again in 14 min.')).toBeTruthy();
    typePin('4826');
    expect(await screen.findByText('Serving: Thandi')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Who is serving?')).toBeNull());
    const signIns = sent('/api/shop-staff/sign-in');
    expect(signIns.map((c) => c.headers.authorization)).toEqual(
      Array(3).fill('Bearer owner-token'),
    );
    expect(signIns[2]!.body).toEqual({ staffId: CASHIER.id, pin: '4826' });
    expect(getStaffSession()).toEqual({ token: 'staff-token', staff: identity(CASHIER) });
  });

  it('gives the till back to the owner with the owner’s PIN', async () => {
    saveStaffSession({ token: 'staff-token', staff: identity(CASHIER) });
    renderWithQuery(<Till />);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch user' }));
    // The switch screen loads apart from the till's first paint.
    await screen.findByText('Who is serving?');
    choose('Nomsa');
    typePin('9073');
    expect(await screen.findByText('Serving: Nomsa')).toBeTruthy();
    const [back] = sent('/api/shop-staff/owner-return');
    expect(back!.headers.authorization).toBe('Bearer owner-token');
    expect(back!.body).toEqual({ pin: '9073' });
    expect(getStaffSession()).toBeNull();
  });

  it('asks an owner with no till PIN for the password, then to set a PIN twice', async () => {
    owner = { ...OWNER, verifier: null };
    saveStaffSession({ token: 'staff-token', staff: identity(CASHIER) });
    renderWithQuery(<Till />);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch user' }));
    // The switch screen loads apart from the till's first paint.
    await screen.findByText('Who is serving?');
    choose('Nomsa');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'owner-password' } });
    tap('Continue');
    expect(await screen.findByText('Set your till PIN')).toBeTruthy();
    expect(getStaffSession()).toBeNull();
    typePin('9073');
    typePin('9074');
    expect(await screen.findByText('The two PINs are not the same')).toBeTruthy();
    typePin('9073');
    typePin('9073');
    await waitFor(() => expect(screen.queryByText('Who is serving?')).toBeNull());
    expect(sent('/api/shop-staff/owner-return')[0]!.body).toEqual({ password: 'owner-password' });
    expect(sent('/api/shop-staff/owner-pin').map((c) => [c.body, c.headers.authorization])).toEqual(
      [[{ pin: '9073', password: 'owner-password' }, 'Bearer owner-token']],
    );
  });

  it('says why when a staff session ended on the server, and needs a PIN to go on', async () => {
    lockTill('This person was deactivated');
    renderWithQuery(<Till />);
    expect(await screen.findByText('This person was deactivated')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('switches with no network against the phone’s till keys, then asks the PIN again online', async () => {
    localStorage.setItem(
      `kasitrade_till_keys_${OWNER.id}`,
      JSON.stringify({ tillLockSeconds: 30, keys: [OWNER, CASHIER, MANAGER] }),
    );
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { unmount } = renderWithQuery(<Till />);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch user' }));
    expect(await screen.findByText('No network: the PIN is checked on this phone.')).toBeTruthy();
    choose('Thandi');
    typePin('4826');
    expect(await screen.findByText('Serving: Thandi')).toBeTruthy();
    expect(getStaffSession()).toEqual({ token: null, staff: identity(CASHIER) });
    expect(sent('/api/shop-staff/sign-in')).toEqual([]);
    unmount();

    onLine.mockReturnValue(true);
    renderWithQuery(<Till />);
    expect(
      await screen.findByText('Back online: Thandi, enter your PIN again to carry on.'),
    ).toBeTruthy();
    typePin('4826');
    await waitFor(() => expect(getStaffSession()?.token).toBe('staff-token'));
  });
});

describe('approval on the spot', () => {
  it('asks a manager or the owner (not the cashier) for their PIN and answers the token', async () => {
    saveStaffSession({ token: 'staff-token', staff: identity(CASHIER) });
    renderWithQuery(<Till />);
    await screen.findByRole('button', { name: 'Switch user' });
    fireEvent.click(screen.getByRole('button', { name: 'Sell on credit' }));
    expect(
      await screen.findByText('A credit sale needs the approval of a manager or the owner.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Thandi/ })).toBeNull();
    choose('Sipho');
    typePin('5930');
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('approved ap-1'));
    const [approval] = sent('/api/shop-staff/approvals');
    expect(approval!.body).toEqual({ approverId: MANAGER.id, pin: '5930', action: 'give_credit' });
    expect(approval!.headers.authorization).toBe('Bearer staff-token');
  });

  it('with no network, checks the approver’s PIN on the phone (no token to send)', async () => {
    localStorage.setItem(
      `kasitrade_till_keys_${OWNER.id}`,
      JSON.stringify({ tillLockSeconds: 30, keys: [OWNER, CASHIER, MANAGER] }),
    );
    saveStaffSession({ token: null, staff: identity(CASHIER) });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithQuery(<Till />);
    fireEvent.click(screen.getByRole('button', { name: 'Sell on credit' }));
    choose('Sipho');
    typePin('1111');
    expect(await screen.findByText('Wrong PIN')).toBeTruthy();
    typePin('5930');
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('approved null'));
    expect(sent('/api/shop-staff/approvals')).toEqual([]);
  });

  it('answers nothing when the cashier cancels', async () => {
    renderWithQuery(<Till />);
    fireEvent.click(screen.getByRole('button', { name: 'Sell on credit' }));
    tap('Cancel');
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('no'));
  });
});

describe('a till left alone', () => {
  it('goes back to "Switch user" after the shop’s seconds untouched; a touch starts them again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    renderWithQuery(<Till />);
    await screen.findByRole('button', { name: 'Switch user' });
    act(() => vi.advanceTimersByTime(20_000));
    fireEvent.pointerDown(window);
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.queryByText('Who is serving?')).toBeNull();
    act(() => vi.advanceTimersByTime(11_000));
    expect(screen.getByText('The till was left alone. Who is serving now?')).toBeTruthy();
    // Locked: no way back without a PIN.
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});
