// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentStatus } from '@shared/compliance/compliance.schemas';
import { complianceFolderFixture } from '@client/test/compliance-fixtures';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubFetch } from '@client/test/stub-fetch';
import { remindersOf } from '../document-status';
import ComplianceReminders from './compliance-reminders';
import ComplianceWarning from './compliance-warning';
import { DocumentStatusBadge } from './status-badge';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 28 Nov 2026, 23:30 in Johannesburg: still the 28th there, already the 28th in UTC too.
  vi.setSystemTime(new Date('2026-11-28T21:30:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const CASES: [DocumentStatus, string | null, string, RegExp][] = [
  ['missing', null, 'No expiry date yet', /bg-slate-100/],
  ['valid', '2027-03-01', 'Valid until 01 Mar 2027', /bg-emerald-100/],
  ['due_in_30_days', '2026-12-28', 'Expires in 30 days', /bg-amber-100/],
  ['due_in_7_days', '2026-12-05', 'Expires in 7 days', /bg-amber-100/],
  ['due_in_7_days', '2026-11-29', 'Expires in 1 day', /bg-amber-100/],
  ['due_in_7_days', '2026-11-28', 'Expires today', /bg-amber-100/],
  ['expired', '2026-11-27', 'Expired on 27 Nov 2026', /bg-red-100 text-red-700/],
];

describe('a document’s status', () => {
  it.each(CASES)('%s (%s) reads "%s" in its colour', (status, expiresOn, words, colour) => {
    render(<DocumentStatusBadge status={status} expiresOn={expiresOn} />);
    const badge = screen.getByText(words);
    expect(badge.getAttribute('data-status')).toBe(status);
    expect(badge.className).toMatch(colour);
  });
});

const DUE = complianceFolderFixture({
  tradingPermit: {
    number: 'TP-1',
    municipality: 'City of Johannesburg',
    expiresOn: '2026-12-05',
    status: 'due_in_7_days',
    hasPhoto: false,
  },
  certificateOfAcceptability: {
    number: 'COA-1',
    expiresOn: '2026-11-20',
    status: 'expired',
    hasPhoto: false,
  },
  anyExpired: true,
});

describe('reminders and the dashboard', () => {
  it('reminds of a document due in 30 or 7 days or expired, and of nothing valid or missing', () => {
    expect(remindersOf(DUE)).toEqual([
      { kind: 'trading_permit', status: 'due_in_7_days', expiresOn: '2026-12-05' },
      { kind: 'certificate_of_acceptability', status: 'expired', expiresOn: '2026-11-20' },
    ]);
    expect(remindersOf(complianceFolderFixture())).toEqual([]);
  });

  it('lists the reminders in the bell, each a link to the folder that closes the panel', () => {
    const onOpen = vi.fn();
    render(<ComplianceReminders reminders={remindersOf(DUE)} onOpen={onOpen} />);
    const permit = screen.getByRole('link', { name: 'Trading permit: Expires in 7 days' });
    expect(permit.getAttribute('href')).toBe('/compliance');
    expect(
      screen.getByRole('link', {
        name: 'Certificate of Acceptability: Expired on 20 Nov 2026',
      }),
    ).toBeTruthy();
    fireEvent.click(permit);
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('shows an expired document red on the dashboard, with the way to the folder', async () => {
    stubFetch(() => Response.json(DUE));
    renderWithQuery(<ComplianceWarning />);
    const warning = await screen.findByRole('alert');
    expect(warning.className).toMatch(/bg-red-50/);
    expect(warning.textContent).toContain('Certificate of Acceptability: Expired on 20 Nov 2026');
    expect(warning.textContent).not.toContain('Trading permit');
    expect(screen.getByRole('link', { name: 'Open the compliance folder' })).toBeTruthy();
  });

  it('shows nothing on the dashboard while no document has expired', async () => {
    const calls = stubFetch(() => Response.json(complianceFolderFixture()));
    renderWithQuery(<ComplianceWarning />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
