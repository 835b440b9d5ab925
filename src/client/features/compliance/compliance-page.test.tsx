// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPLIANCE_MESSAGES } from '@shared/compliance/compliance.schemas';
import { complianceFolderFixture } from '@client/test/compliance-fixtures';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubFetch } from '@client/test/stub-fetch';
import CompliancePage from './compliance-page';

const LINK = {
  url: 'http://localhost/inspect/abcdefghijklmnopqrstuvwx',
  token: 'abcdefghijklmnopqrstuvwx',
  expiresAt: '2026-11-29T08:00:00.000Z',
};

/** A link made earlier on another phone, still live. */
const EARLIER = {
  id: '7c1f7a52-5a4e-4b8e-9d3f-2f0c1a9b8e11',
  hint: 'Zx9kQ2',
  createdAt: '2026-11-28T06:00:00.000Z',
  expiresAt: '2026-11-29T06:00:00.000Z',
};

function render(folder = complianceFolderFixture()) {
  const calls = stubFetch((call) => {
    if (call.url === '/api/compliance/inspector-links')
      return call.method === 'POST'
        ? Response.json(LINK, { status: 201 })
        : Response.json([EARLIER, { ...EARLIER, id: crypto.randomUUID(), hint: 'abcdef' }]);
    if (call.url.startsWith('/api/compliance/inspector-links/'))
      return new Response(null, { status: 204 });
    if (call.method === 'PUT') {
      const body = call.body as { tradingPermit: { number: string; expiresOn: string } };
      return Response.json(
        complianceFolderFixture({
          tradingPermit: {
            ...body.tradingPermit,
            municipality: null,
            status: 'valid',
            hasPhoto: false,
          },
          updatedAt: '2026-11-28T08:00:00.000Z',
        }),
      );
    }
    return Response.json(folder);
  });
  renderWithQuery(<CompliancePage />);
  return calls;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T08:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the compliance folder form', () => {
  it('refuses what the shared schema refuses, in place, and sends nothing', async () => {
    const calls = render();
    const number = await screen.findByLabelText('Permit number');
    fireEvent.change(number, { target: { value: 'P'.repeat(61) } });
    fireEvent.change(screen.getByLabelText('Last pest-control visit'), {
      target: { value: '2026-12-01' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save folder' }));
    expect(await screen.findByText(COMPLIANCE_MESSAGES.permitNumber)).toBeTruthy();
    expect(screen.getByText(COMPLIANCE_MESSAGES.pestControlInFuture)).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('saves the whole folder, an empty field as cleared, and shows the new status', async () => {
    const calls = render();
    fireEvent.change(await screen.findByLabelText('Permit number'), {
      target: { value: ' TP-2026-0042 ' },
    });
    fireEvent.change(screen.getByLabelText('Permit expiry date'), {
      target: { value: '2027-06-30' },
    });
    fireEvent.change(screen.getByLabelText('Last pest-control visit'), {
      target: { value: '2026-11-20' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save folder' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        tradingPermit: { number: 'TP-2026-0042', municipality: null, expiresOn: '2027-06-30' },
        certificateOfAcceptability: { number: null, expiresOn: null },
        pestControlVisitOn: '2026-11-20',
      }),
    );
    const permit = screen.getByRole('group', { name: 'Trading permit' });
    expect(await within(permit).findByText('Valid until 30 Jun 2027')).toBeTruthy();
  });

  it('offers a photo of each document, from the camera or a file, an image or a PDF', async () => {
    render(
      complianceFolderFixture({
        certificateOfAcceptability: {
          number: 'COA-7',
          expiresOn: '2027-01-01',
          status: 'valid',
          hasPhoto: true,
        },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Add photo: Trading permit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View photo: Certificate of Acceptability' }));
    expect(screen.getByRole('button', { name: 'Remove photo: Certificate of Acceptability' }));
    expect(screen.getByRole('button', { name: 'Add photo: Pest control' })).toBeTruthy();
    const input = screen.getByTestId('photo-input-trading_permit');
    expect(input.getAttribute('accept')).toBe('image/*,application/pdf');
  });
});

describe('the inspector’s pack', () => {
  it('makes a link with its QR code and expiry, and revokes it', async () => {
    const calls = render();
    fireEvent.click(await screen.findByRole('button', { name: 'Make inspector link' }));
    const made = await screen.findByTestId('inspector-link');
    expect(within(made).getByRole('img', { name: 'QR code of the inspector link' })).toBeTruthy();
    expect(within(made).getByLabelText('Inspector link')).toHaveProperty('value', LINK.url);
    expect(within(made).getByText('Works until 29 Nov 2026, 10:00')).toBeTruthy();
    expect(within(made).getByRole('button', { name: 'Print' })).toBeTruthy();
    fireEvent.click(within(made).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(screen.queryByTestId('inspector-link')).toBeNull());
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({
      url: `/api/compliance/inspector-links/${LINK.token}`,
    });
  });

  it('lists the other live links, without the one shown, each revoked by its id', async () => {
    const calls = render();
    fireEvent.click(await screen.findByRole('button', { name: 'Make inspector link' }));
    await screen.findByTestId('inspector-link');
    const live = await screen.findByRole('region', { name: "Inspector's pack" });
    expect(within(live).getByText('Link Zx9kQ2…, works until 29 Nov 2026, 08:00')).toBeTruthy();
    expect(within(live).queryByText(/Link abcdef…/)).toBeNull();
    fireEvent.click(within(live).getByRole('button', { name: 'Revoke link: Zx9kQ2' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(
        `/api/compliance/inspector-links/${EARLIER.id}`,
      ),
    );
  });
});
