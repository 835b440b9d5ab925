// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@client/lib/storage';
import { openShiftId, rememberOpenShift } from '@client/lib/till-shift';
import { renderWithQuery } from '@client/test/render-with-query';
import { SHIFT_ID, shiftFixture } from '@client/test/shift-fixtures';
import { stubFetch } from '@client/test/stub-fetch';
import { testUser } from '@client/test/test-user';
import { ShiftEntry } from './shift-entry';

const NONE = { error: { code: 'NOT_FOUND', message: 'No shift is open' } };

beforeEach(() => {
  localStorage.clear();
  saveSession('owner-token', testUser());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the till’s shift entry', () => {
  it('says the shift is open, links to the shifts page and keeps its id for offline sales', async () => {
    stubFetch(() => Response.json(shiftFixture()));
    renderWithQuery(<ShiftEntry />);
    const link = await screen.findByRole('link', { name: 'Shift open' });
    expect(link.getAttribute('href')).toBe('/shifts');
    expect(openShiftId('u1')).toBe(SHIFT_ID);
  });

  it('offers to open one when none is open, and forgets the kept one', async () => {
    rememberOpenShift('u1', SHIFT_ID);
    stubFetch(() => Response.json(NONE, { status: 404 }));
    renderWithQuery(<ShiftEntry />);
    expect(await screen.findByRole('link', { name: 'Open shift' })).toBeTruthy();
    expect(openShiftId('u1')).toBeNull();
  });

  it('reads the kept shift with no network', async () => {
    rememberOpenShift('u1', SHIFT_ID);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = stubFetch(() => Response.json(NONE, { status: 404 }));
    renderWithQuery(<ShiftEntry />);
    expect(await screen.findByRole('link', { name: 'Shift open' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
