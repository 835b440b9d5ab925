// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VOID_WINDOW_MINUTES } from '@shared/pos/refund.schemas';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubFetch, type FetchCall } from '@client/test/stub-fetch';
import { VoidSale } from './void-sale';
import { BREAD, refundableSaleFixture, refundFixture, SALE_ID } from '@client/test/refund-fixtures';

let calls: FetchCall[];
beforeEach(() => {
  calls = stubFetch(() => Response.json(refundFixture({ reason: 'void' }), { status: 201 }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
/** A whole sale of two bread, rung up `minutes` ago. */
const wholeSale = (minutes: number) => ({
  ...refundableSaleFixture(minutesAgo(minutes)),
  items: [refundableSaleFixture().items[0]!],
  status: 'completed',
  refundedAmount: '0.00',
});

function render(minutes: number) {
  const onVoided = vi.fn();
  renderWithQuery(
    <VoidSale
      sale={wholeSale(minutes)}
      askApproval={() => Promise.resolve(null)}
      onVoided={onVoided}
    />,
  );
  return onVoided;
}

describe('void on the receipt', () => {
  it('voids the whole sale in one tap within the window: every remaining line, back on the shelf', async () => {
    const onVoided = render(2);
    fireEvent.click(screen.getByRole('button', { name: 'Void sale' }));
    await waitFor(() => expect(onVoided).toHaveBeenCalled());
    expect(calls[0]!.url).toBe(`/api/pos-sales/${SALE_ID}/refunds`);
    expect(calls[0]!.body).toEqual({
      lines: [{ productId: BREAD, quantity: 2 }],
      reason: 'void',
      restock: true,
    });
    expect(onVoided.mock.calls[0]![0].creditNoteNumber).toBe('CN-000001');
  });

  it(`is not offered after ${VOID_WINDOW_MINUTES} minutes, and goes when the window closes`, () => {
    render(VOID_WINDOW_MINUTES + 1);
    expect(screen.queryByRole('button', { name: 'Void sale' })).toBeNull();
    cleanup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    render(VOID_WINDOW_MINUTES - 1);
    screen.getByRole('button', { name: 'Void sale' });
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.queryByRole('button', { name: 'Void sale' })).toBeNull();
  });

  it('is not offered for a sale partly refunded already', () => {
    renderWithQuery(
      <VoidSale
        sale={refundableSaleFixture(minutesAgo(1))}
        askApproval={() => Promise.resolve(null)}
        onVoided={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Void sale' })).toBeNull();
  });

  it('is disabled offline, saying why', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(1);
    expect(screen.getByRole('button', { name: 'Void sale' })).toHaveProperty('disabled', true);
    screen.getByText('Refunds need the internet: the server must confirm what is left to refund');
  });
});
