// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageFixture } from '@client/test/api-fixtures';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubFetch } from '@client/test/stub-fetch';
import OrdersPage from './orders-page';

beforeEach(() => {
  localStorage.clear();
  stubFetch(() => Response.json(pageFixture([], 0)));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the New Order dialog', () => {
  it('gives focus back to New Order when closed by Escape or by Cancel', async () => {
    renderWithQuery(<OrdersPage />);
    const opener = screen.getByRole('button', { name: 'New Order' });
    for (const close of [
      (dialog: HTMLElement) => fireEvent.keyDown(dialog, { key: 'Escape' }),
      (dialog: HTMLElement) =>
        fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })),
    ]) {
      opener.focus();
      fireEvent.click(opener);
      const dialog = await screen.findByRole('dialog', { name: 'New Order' });
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      close(dialog);
      await waitFor(() => expect(document.activeElement).toBe(opener));
      expect(screen.queryByRole('dialog')).toBeNull();
    }
  });
});
