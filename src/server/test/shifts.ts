import { call, type TestApp } from './test-app';

/** Shifts through the API: each answers the raw response (status and body). */
export const openShift = (t: TestApp, token: string, openingFloat: string) =>
  call(t.app, 'POST', '/api/shifts', { token, body: { openingFloat } });

export const currentShift = (t: TestApp, token: string) =>
  call(t.app, 'GET', '/api/shifts/current', { token });

export const payCash = (
  t: TestApp,
  token: string,
  shiftId: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) => call(t.app, 'POST', `/api/shifts/${shiftId}/cash-movements`, { token, body, headers });

export const closeShift = (
  t: TestApp,
  token: string,
  shiftId: string,
  body: Record<string, unknown>,
) => call(t.app, 'POST', `/api/shifts/${shiftId}/close`, { token, body });
