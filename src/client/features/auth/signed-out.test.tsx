// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendRequest } from '@client/lib/api';
import { getToken, saveSession } from '@client/lib/storage';
import { testUser } from '@client/test/test-user';
import { stubFetch } from '@client/test/stub-fetch';
import MerchantLoginPage from './merchant-login-page';

const refusal = (error: object) => () => Response.json({ error }, { status: 401 });
let answer: () => Response;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  saveSession('session-token-0123456789', testUser());
  window.history.replaceState(null, '', '/dashboard');
  stubFetch(() => answer());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a session the server ended', () => {
  it('says at once that an admin deactivated the account, and only once', async () => {
    answer = refusal({
      code: 'UNAUTHENTICATED',
      message: 'This account has been deactivated',
      details: { reason: 'account_deactivated' },
    });
    await expect(sendRequest('GET', '/api/products')).rejects.toThrow(/^401/);
    expect(getToken()).toBeNull();
    expect(window.location.pathname).toBe('/merchant/login');

    render(<MerchantLoginPage />);
    expect(screen.getByRole('alert').textContent).toBe('This account has been deactivated');
    cleanup();
    render(<MerchantLoginPage />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes to the sign-in page without a notice when the session simply ended', async () => {
    answer = refusal({
      code: 'UNAUTHENTICATED',
      message: 'Your session has ended. Please sign in again.',
    });
    await expect(sendRequest('GET', '/api/products')).rejects.toThrow(/^401/);
    expect(window.location.pathname).toBe('/merchant/login');
    render(<MerchantLoginPage />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
