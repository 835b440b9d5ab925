// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsentRecord } from '@shared/customers/consent.schemas';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubFetch } from '@client/test/stub-fetch';
import { ConsentControl } from './consent-control';

const CUSTOMER = '00000000-0000-4000-8000-0000000000e2';
const agreed: ConsentRecord = {
  channel: 'sms',
  granted: true,
  capturedBy: 'Lerato Mokoena',
  byStaff: true,
  createdAt: '2026-11-20T09:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the consent control', () => {
  it('shows each channel with who captured it and when, and records an opt-out', async () => {
    const stopped = { ...agreed, granted: false, capturedBy: 'Thabo Owner', byStaff: false };
    const calls = stubFetch((call) =>
      Response.json(
        call.method === 'POST'
          ? {
              current: (['sms', 'whatsapp', 'email'] as const).map((channel) => ({
                ...stopped,
                channel,
              })),
              history: [stopped, agreed],
            }
          : { current: [agreed], history: [agreed] },
      ),
    );
    renderWithQuery(<ConsentControl customerId={CUSTOMER} />);

    const sms = await screen.findByRole('switch', { name: 'Promotional messages: SMS' });
    await waitFor(() => expect(sms.getAttribute('aria-checked')).toBe('true'));
    expect(screen.getByTestId('consent-sms').textContent).toBe(
      'Agreed 20 Nov 2026, captured by Lerato Mokoena',
    );
    expect(screen.getByTestId('consent-whatsapp').textContent).toBe('Not asked yet');
    expect(
      screen
        .getByRole('switch', { name: 'Promotional messages: WhatsApp' })
        .getAttribute('aria-checked'),
    ).toBe('false');

    fireEvent.click(sms);
    await waitFor(() =>
      expect(screen.getByTestId('consent-whatsapp').textContent).toBe(
        'Stopped 20 Nov 2026, captured by Thabo Owner',
      ),
    );
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toContain(`/api/customers/${CUSTOMER}/consents`);
    expect(post.body).toEqual({ channel: 'sms', granted: false });
    expect(sms.getAttribute('aria-checked')).toBe('false');
  });
});
