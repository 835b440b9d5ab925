// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_MS } from './api/stock-takes-queries';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubFetch, type FetchCall } from '@client/test/stub-fetch';
import { stockTakeServer, type ShelfProduct } from '@client/test/stock-take-server';
import StockTakesPage from './stock-takes-page';

const BREAD = '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0f01';
const MILK = '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0f02';
const SUGAR = '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0f03';

let server: ReturnType<typeof stockTakeServer>;
let calls: FetchCall[];

beforeEach(() => {
  const shelf: ShelfProduct[] = [
    {
      id: BREAD,
      name: 'Albany White Bread 700g',
      barcodes: ['6001253010109'],
      stock: 10,
      price: '17.99',
    },
    { id: MILK, name: 'Full Cream Milk 1L', barcodes: [], stock: 6, price: '21.50' },
    { id: SUGAR, name: 'Sugar 2kg', barcodes: [], stock: 4, price: '42.00' },
  ];
  server = stockTakeServer(shelf);
  calls = stubFetch(server.answer);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sent = () =>
  calls
    .filter((c) => c.url.endsWith('/counts'))
    .flatMap((c) => (c.body as { counts: { productId: string; quantity: number }[] }).counts);

async function startCount() {
  renderWithQuery(<StockTakesPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Start count' }));
  await screen.findByRole('heading', { name: 'Count: Whole shop' });
}

const lineOf = (name: string) =>
  screen.getAllByRole('listitem').find((li) => within(li).queryByText(name) !== null)!;
const countedOn = (name: string) => within(lineOf(name)).getByTestId('counted').textContent;

describe('the stock take', () => {
  it('starts a count of the whole shop and counts +1, -1 and a typed number', async () => {
    await startCount();
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/stock-takes')?.body).toEqual(
      {},
    );
    fireEvent.click(screen.getByRole('button', { name: '+1 Albany White Bread 700g' }));
    await waitFor(() => expect(server.countOf(BREAD)).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: '+1 Albany White Bread 700g' }));
    await waitFor(() => expect(server.countOf(BREAD)).toBe(2));
    fireEvent.click(screen.getByRole('button', { name: '-1 Albany White Bread 700g' }));
    await waitFor(() => expect(server.countOf(BREAD)).toBe(1));
    expect(countedOn('Albany White Bread 700g')).toBe('1');

    // A typed 7 sets this phone's count: it sends the difference (7 - 1).
    fireEvent.change(
      screen.getByLabelText('Number of Albany White Bread 700g counted on this phone'),
      {
        target: { value: '7' },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Set Albany White Bread 700g' }));
    await waitFor(() => expect(server.countOf(BREAD)).toBe(7));
    expect(sent().at(-1)).toEqual({ productId: BREAD, quantity: 6 });
    await waitFor(() => expect(countedOn('Albany White Bread 700g')).toBe('7'));
    expect(within(lineOf('Albany White Bread 700g')).getByText('-3')).toBeTruthy();
  });

  it('counts one on Enter with an exact code, and says when no product has the code', async () => {
    await startCount();
    const search = screen.getByLabelText('Find a product (name or code)');
    fireEvent.change(search, { target: { value: '6001253010109' } });
    fireEvent.submit(search);
    await waitFor(() => expect(server.countOf(BREAD)).toBe(1));
    expect(screen.getByText('Albany White Bread 700g: +1')).toBeTruthy();
    expect((search as HTMLInputElement).value).toBe('');
    fireEvent.change(search, { target: { value: '6009999999999' } });
    fireEvent.submit(search);
    expect(
      await screen.findByText('No product in this count has the code 6009999999999'),
    ).toBeTruthy();
  });

  it('counts one for a keyboard scanner typing a code and Enter with no field focused', async () => {
    await startCount();
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 10));
    (document.activeElement as HTMLElement | null)?.blur();
    for (const key of [...'6001253010109', 'Enter']) fireEvent.keyDown(document.body, { key });
    await waitFor(() => expect(server.countOf(BREAD)).toBe(1));
    expect(screen.getByText('Albany White Bread 700g: +1')).toBeTruthy();
  });

  it('shows another phone’s counts, and who counted, on the next read', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await startCount();
    expect(screen.getByText(/Nobody has counted yet/)).toBeTruthy();
    server.otherPhoneCounts(MILK, 5, 'Sipho');
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS + 100));
    await waitFor(() => expect(countedOn('Full Cream Milk 1L')).toBe('5'));
    expect(screen.getByText(/Counted by Sipho/)).toBeTruthy();
  });

  it('reviews the differences by value with the uncounted apart, then applies after asking', async () => {
    await startCount();
    server.otherPhoneCounts(BREAD, 8, 'Sipho'); // 2 missing at R17.99
    server.otherPhoneCounts(SUGAR, 1, 'Sipho'); // 3 missing at R42.00
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    await screen.findByRole('heading', { name: 'Review: Whole shop' });
    await waitFor(() =>
      expect(screen.getByTestId('review-total').textContent).toBe('Difference: -5 units, -R161.98'),
    );
    const differences = within(screen.getByRole('list', { name: 'Differences' }));
    expect(differences.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Sugar 2kgcounted 1, expected 4-3-R126.00',
      'Albany White Bread 700gcounted 8, expected 10-2-R35.98',
    ]);
    const uncounted = screen.getByRole('list', { name: 'Not counted: left as they are' });
    expect(within(uncounted).getByText(/Full Cream Milk 1L/)).toBeTruthy();

    const apply = screen.getByRole('button', { name: 'Apply the count' });
    fireEvent.click(apply);
    const dialog = await screen.findByRole('dialog', { name: 'Apply this count?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.url.endsWith('/apply'))).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(apply));

    fireEvent.click(apply);
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Yes, move the stock',
      }),
    );
    await screen.findByRole('heading', { name: 'Shrinkage report: Whole shop' });
    expect(screen.getByText('Lost: -5 units, -R161.98')).toBeTruthy();
    expect(calls.filter((c) => c.url.endsWith('/apply'))).toHaveLength(1);
  });

  it('sends a spoken count once confirmed', async () => {
    await startCount();
    fireEvent.change(screen.getByLabelText('Language spoken'), { target: { value: 'af' } });
    fireEvent.change(screen.getByLabelText('What was said'), {
      target: { value: 'twintig brode' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Read' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add these counts' }));
    await waitFor(() => expect(server.countOf(BREAD)).toBe(20));
    expect(sent()).toEqual([{ productId: BREAD, quantity: 20 }]);
  });

  it('keeps a count the server refuses on screen, and a failed send waiting to go again', async () => {
    await startCount();
    const answer = server.answer;
    stubFetch((call) =>
      call.url.endsWith('/counts')
        ? Response.json(
            {
              error: { code: 'UNPROCESSABLE', message: 'The count would go below 0', details: {} },
            },
            { status: 422 },
          )
        : answer(call),
    );
    fireEvent.click(screen.getByRole('button', { name: '+1 Sugar 2kg' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Not counted: Sugar 2kg +1. The count would go below 0',
    );
    stubFetch((call) =>
      call.url.endsWith('/counts')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : answer(call),
    );
    fireEvent.click(screen.getByRole('button', { name: '+1 Full Cream Milk 1L' }));
    expect(await screen.findByText(/Counts of 1 products are not sent yet/)).toBeTruthy();
    expect(countedOn('Full Cream Milk 1L')).toBe('1');
    stubFetch(answer);
    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(server.countOf(MILK)).toBe(1));
  });
});
