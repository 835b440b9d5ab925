// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubFetch } from '@client/test/stub-fetch';
import { refundableSaleFixture, SALE_ID } from '@client/test/refund-fixtures';
import { useTillRefunds } from './till-refunds';

function Till() {
  const refunds = useTillRefunds();
  return <>{refunds.dialog}</>;
}

beforeEach(() => {
  stubFetch(() => Response.json(refundableSaleFixture()));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('a link to a sale’s refund', () => {
  it('opens the till’s refund dialog for that sale once, and drops the link from the address', async () => {
    window.history.replaceState(null, '', `/pos?refund=${SALE_ID}`);
    renderWithQuery(<Till />);
    await screen.findByRole('heading', { name: 'Refund SALE-000010' });
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe('/pos');
  });

  it('ignores a link that names no sale', async () => {
    window.history.replaceState(null, '', '/pos?refund=not-a-sale');
    renderWithQuery(<Till />);
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
