// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VoiceProcessResponse } from '@shared/voice/voice.schemas';
import { useCurrentToast } from '@client/components/ui/toast-store';
import { orderFixture } from '@client/test/api-fixtures';
import VoiceOrderingPage from './voice-ordering-page';

const F1 = '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0f01';
const W1 = '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0f02';
const B1 = '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0f03';

const heard: VoiceProcessResponse = {
  items: [{ productId: F1, name: 'Fanta Orange 2L', price: '24.99', quantity: 3 }],
  ambiguous: [
    {
      said: 'nesinkwa',
      quantity: 1,
      candidates: [
        { productId: W1, name: 'White Bread 700g', price: '17.99' },
        { productId: B1, name: 'Brown Bread 700g', price: '16.49' },
      ],
    },
  ],
  unmatched: ['ugwayi'],
  totalAmount: '74.97',
  confirmationText:
    'Ucele: Fanta Orange 2L x3. Konke kuyi-R74.97. Kulungile? Yiphi: White Bread 700g noma Brown Bread 700g?',
};

let calls: { url: string; body: Record<string, unknown>; headers: Record<string, string> }[];
let processStatus: number;

function ToastProbe() {
  const current = useCurrentToast();
  return current ? (
    <div data-testid="toast">{`${current.title}|${current.description ?? ''}`}</div>
  ) : null;
}

beforeEach(() => {
  calls = [];
  processStatus = 200;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({
      url,
      body: JSON.parse(String(init.body)),
      headers: init.headers as Record<string, string>,
    });
    if (url === '/api/voice-ordering/process') {
      return new Response(processStatus === 200 ? JSON.stringify(heard) : '{}', {
        status: processStatus,
      });
    }
    const order = orderFixture({
      id: '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0e01',
      orderNumber: 'ORD-000042',
      totalAmount: '91.95',
    });
    return new Response(JSON.stringify(order), { status: 201 });
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <VoiceOrderingPage />
      <ToastProbe />
    </QueryClientProvider>,
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const readOrder = (text: string) => {
  fireEvent.change(screen.getByLabelText('What was said'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Read order' }));
};

describe('Voice Ordering', () => {
  it('offers the nine languages by their own names and a typed transcript without a microphone', () => {
    const options = within(screen.getByLabelText('Order language')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'isiZulu',
      'isiXhosa',
      'Afrikaans',
      'English',
      'Sepedi',
      'Setswana',
      'Sesotho',
      'Xitsonga',
      'Tshivenḓa',
    ]);
    expect(screen.getByRole('button', { name: 'Start listening' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText('This browser cannot listen. Type what was said below.')).toBeTruthy();
  });

  it('reads a typed order, lets it be edited, and confirms the spec voice order', async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Merchant' }));
    readOrder('Ngicela amabhodlela amathathu e-Fanta nesinkwa');
    await screen.findByText(heard.confirmationText);
    expect(calls[0]).toMatchObject({
      url: '/api/voice-ordering/process',
      body: {
        transcript: 'Ngicela amabhodlela amathathu e-Fanta nesinkwa',
        language: 'zu',
        voiceMode: 'merchant',
      },
    });
    expect(screen.getByText('ugwayi')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Brown Bread 700g · R16.49' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Brown Bread 700g' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Fanta Orange 2L' }));
    expect(screen.getByTestId('voice-total').textContent).toBe('R82.96');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toBe('Order Confirmed!|ORD-000042 · R91.95'),
    );
    expect(calls[1]!.url).toBe('/api/orders');
    expect(calls[1]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1]!.body).toEqual({
      items: [
        { productId: F1, name: 'Fanta Orange 2L', price: '24.99', quantity: 2 },
        { productId: B1, name: 'Brown Bread 700g', price: '16.49', quantity: 2 },
      ],
      totalAmount: '82.96',
      paymentMethod: 'voice_order',
      orderType: 'voice',
      language: 'zu',
    });
    expect(screen.queryByTestId('voice-line')).toBeNull();
  });

  it('shows the spec processing error when the server fails', async () => {
    processStatus = 500;
    readOrder('ngicela ubisi');
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toBe(
        'Processing Error|Unable to process your voice order. Please try again.',
      ),
    );
    expect(screen.getByRole('status').textContent).toBe('Tap the microphone and say your order');
  });
});
