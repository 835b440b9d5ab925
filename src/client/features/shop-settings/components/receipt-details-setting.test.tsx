// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VAT_NUMBER_MESSAGE } from '@shared/shop-settings/vat-number';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubFetch } from '@client/test/stub-fetch';
import { ShopSettingsCard } from './shop-settings-card';

const SETTINGS = {
  vatRegistered: false,
  paymentMethods: ['cash'],
  tillLockSeconds: 120,
  vatNumber: null,
  legalName: null,
  address: '12 Vilakazi St',
};
const TURNOVER = {
  from: '2025-11-28',
  to: '2026-11-27',
  taxable: '96000.00',
  compulsoryThreshold: '2300000.00',
  voluntaryThreshold: '120000.00',
  percentOfCompulsory: 4,
  warning: false,
  mustRegister: false,
  mayRegister: false,
};

function render() {
  const calls = stubFetch((call) => {
    if (call.url === '/api/analytics/turnover') return Response.json(TURNOVER);
    if (call.method === 'PUT') return Response.json({ ...SETTINGS, ...(call.body as object) });
    return Response.json(SETTINGS);
  });
  renderWithQuery(<ShopSettingsCard />);
  return calls;
}
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the receipt details in Settings', () => {
  it('shows the stored address, refuses a bad VAT number in place and saves the details', async () => {
    const calls = render();
    const address = await screen.findByLabelText('Shop address');
    expect(address).toHaveProperty('value', '12 Vilakazi St');
    fireEvent.change(screen.getByLabelText('Registered name'), {
      target: { value: 'Thandi Trading (Pty) Ltd' },
    });
    fireEvent.change(screen.getByLabelText('VAT number'), { target: { value: '5123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save receipt details' }));
    expect(await screen.findByText(VAT_NUMBER_MESSAGE)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.change(screen.getByLabelText('VAT number'), { target: { value: '4123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save receipt details' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        legalName: 'Thandi Trading (Pty) Ltd',
        address: '12 Vilakazi St',
        vatNumber: '4123456789',
      }),
    );
  });

  it('shows the turnover meter beside the VAT fields with both thresholds', async () => {
    render();
    expect(await screen.findByText('R96 000.00 of R2 300 000.00')).toBeTruthy();
    expect(screen.getByRole('meter')).toHaveProperty('value', 4);
    expect(
      screen.getByText(/You may register for VAT once sales pass R120 000\.00\./),
    ).toBeTruthy();
  });
});
