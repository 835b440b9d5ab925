// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@client/components/ui/toaster';
import { getToken } from '@client/lib/storage';
import { deviceCredentialOf, rememberDevice } from '@client/lib/storage';
import { testUser } from '@client/test/test-user';
import MerchantLoginPage from './merchant-login-page';

const USER = testUser();
const FIELDS = {
  id: USER.id,
  username: USER.username,
  name: USER.name,
  businessName: USER.businessName,
  role: USER.role,
  phone: USER.phone,
  email: null,
};
const GRANT = { id: '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0d01', token: 'device-credential-0123456789' };

let requests: { url: string; body: Record<string, unknown> }[];
let answers: Record<string, () => Response>;

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/merchant/login');
  requests = [];
  answers = {
    '/api/auth/merchant/login': () => Response.json({ ...FIELDS, message: 'Code sent' }),
    '/api/auth/verify-phone': () => Response.json({ token: 'session-token', user: USER }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      requests.push({ url, body: JSON.parse(String(init.body ?? '{}')) });
      return answers[url]!();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  render(
    <>
      <MerchantLoginPage />
      <Toaster />
    </>,
  );
}

async function signIn() {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'Thandi' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

const sent = (url: string) => requests.filter((r) => r.url === url).map((r) => r.body);

describe('MerchantLoginPage on a trusted phone', () => {
  it('sends the phone’s credential and goes straight in when the server accepts it', async () => {
    rememberDevice('thandi', { ...GRANT, expiresAt: '2026-12-23T08:00:00.000Z' });
    answers['/api/auth/merchant/login'] = () =>
      Response.json({
        ...FIELDS,
        message: 'Signed in on a trusted phone',
        session: { token: 'session-token', user: USER },
      });
    renderPage();
    await signIn();
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(sent('/api/auth/merchant/login')).toEqual([
      { username: 'thandi', password: 'secret123', deviceToken: GRANT.token },
    ]);
    expect(getToken()).toBe('session-token');
    expect(screen.queryByLabelText('Verification Code')).toBeNull();
  });

  it('asks for the code when the credential no longer opens the account, and forgets it', async () => {
    rememberDevice('thandi', { ...GRANT, expiresAt: '2026-12-23T08:00:00.000Z' });
    renderPage();
    await signIn();
    await screen.findByLabelText('Verification Code');
    expect(deviceCredentialOf('thandi')).toBeUndefined();
  });
});

describe('MerchantLoginPage verification', () => {
  it('puts the cursor in the code field once the password is accepted, and names the page', async () => {
    renderPage();
    expect(document.title).toBe('Merchant Login · KasiTrade');
    await signIn();
    const code = await screen.findByLabelText('Verification Code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(document.title).toBe('Verify Your Phone · KasiTrade');
  });

  it('trusts the phone by default and keeps the credential it is given', async () => {
    answers['/api/auth/verify-phone'] = () =>
      Response.json({
        token: 'session-token',
        user: USER,
        trustedDevice: { ...GRANT, expiresAt: '2026-12-23T08:00:00.000Z' },
      });
    renderPage();
    await signIn();
    const trust = (await screen.findByRole('checkbox', {
      name: /Trust this phone for 30 days/,
    })) as HTMLInputElement;
    expect(trust.checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Verification Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(sent('/api/auth/verify-phone')).toEqual([
      { phone: USER.phone, code: '123456', trustDevice: true },
    ]);
    expect(deviceCredentialOf('thandi')).toEqual({ id: GRANT.id, token: GRANT.token });
  });

  it('does not trust a shared phone when the box is cleared', async () => {
    renderPage();
    await signIn();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Trust this phone/ }));
    fireEvent.change(screen.getByLabelText('Verification Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(sent('/api/auth/verify-phone')[0]).toMatchObject({ trustDevice: false });
    expect(deviceCredentialOf('thandi')).toBeUndefined();
  });

  it('shows the server’s reason when a resend is refused', async () => {
    answers['/api/auth/resend-code'] = () =>
      Response.json(
        {
          error: {
            code: 'RATE_LIMITED',
            message: 'Please wait 27 seconds before asking for another code',
          },
        },
        { status: 429 },
      );
    renderPage();
    await signIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Code' }));
    await screen.findAllByText('Please wait 27 seconds before asking for another code');
    expect(screen.queryByText('Failed to resend code. Please try again.')).toBeNull();
  });
});
