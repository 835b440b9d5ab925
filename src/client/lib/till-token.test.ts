// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShopSettings } from '@client/api/shop-settings-endpoints';
import { request } from '@client/api/endpoint';
import { approveAction, signInStaff } from '@client/api/shop-staff-endpoints';
import { logout } from '@client/api/session';
import { stubFetch, type FetchCall } from '@client/test/stub-fetch';
import { ApiError } from './api';
import { getToken, saveSession } from './storage';
import { getStaffSession, getTillLock, saveStaffSession } from './till-user';

const STAFF = {
  id: '0b7e3c1a-7d1e-4f4e-9a51-1a2b3c4d5e6f',
  name: 'Thandi Mokoena',
  role: 'cashier' as const,
  permissions: ['sell' as const],
};
const USER = { id: '3c1f0e2a-0000-4000-8000-000000000001', username: 'shop', role: 'merchant' };

let calls: FetchCall[];
let status: number;
let body: unknown;

beforeEach(() => {
  localStorage.clear();
  saveSession('owner-token', USER as never);
  saveStaffSession({ token: 'staff-token', staff: STAFF });
  status = 200;
  body = USER;
  calls = stubFetch(() => Response.json(body, { status }));
});

afterEach(() => vi.unstubAllGlobals());

const bearer = (call: FetchCall) => call.headers.authorization;

describe('the till token plumbing', () => {
  it('sends the staff token while a staff member serves, and the owner token when passed', async () => {
    await request(getShopSettings, {}).catch(() => {});
    body = { token: 'x', staff: STAFF };
    await request(signInStaff, {
      body: { staffId: STAFF.id, pin: '4826' },
      token: getToken()!,
    });
    expect(calls.map(bearer)).toEqual(['Bearer staff-token', 'Bearer owner-token']);
  });

  it('a 401 on the staff token ends only the staff session and says why', async () => {
    status = 401;
    body = { error: { code: 'UNAUTHENTICATED', message: 'This person was deactivated' } };
    await expect(request(getShopSettings, {})).rejects.toBeInstanceOf(ApiError);
    expect(getStaffSession()).toBeNull();
    expect(getTillLock()).toEqual({ reason: 'This person was deactivated' });
    expect(getToken()).toBe('owner-token');
  });

  it('a wrong PIN (401 on a PIN call) ends no session', async () => {
    status = 401;
    body = { error: { code: 'UNAUTHENTICATED', message: 'Wrong PIN' } };
    await expect(
      request(signInStaff, { body: { staffId: STAFF.id, pin: '4826' }, token: 'owner-token' }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(getStaffSession()?.token).toBe('staff-token');
    expect(getToken()).toBe('owner-token');
  });

  it('a PIN call answered 401 with a reason (the person deactivated) ends the staff session', async () => {
    status = 401;
    body = {
      error: {
        code: 'UNAUTHENTICATED',
        message: 'This staff member was deactivated',
        details: { reason: 'STAFF_DEACTIVATED' },
      },
    };
    await expect(
      request(approveAction, {
        body: { approverId: STAFF.id, pin: '4826', action: 'give_credit' },
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(getStaffSession()).toBeNull();
    expect(getTillLock()).toEqual({ reason: 'This staff member was deactivated' });
    expect(getToken()).toBe('owner-token');
  });

  it('a 401 on the owner token ends both sessions', async () => {
    status = 401;
    body = { error: { code: 'UNAUTHENTICATED', message: 'Session ended' } };
    await expect(request(getShopSettings, { token: 'owner-token' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(getToken()).toBeNull();
    expect(getStaffSession()).toBeNull();
  });

  it('logout clears both sessions', () => {
    logout();
    expect(getToken()).toBeNull();
    expect(getStaffSession()).toBeNull();
    expect(getTillLock()).toBeNull();
  });
});
