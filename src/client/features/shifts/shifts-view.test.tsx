// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Shift } from '@shared/shifts/shifts.schemas';
import { DEFAULT_PERMISSIONS } from '@shared/shop-staff/permissions';
import { NOBODY_APPROVES, type AskApproval } from '@client/lib/approval';
import { saveSession } from '@client/lib/storage';
import { openShiftId } from '@client/lib/till-shift';
import { clearStaffSession, saveStaffSession } from '@client/lib/till-user';
import { renderWithQuery } from '@client/test/render-with-query';
import { closedShiftFixture, SHIFT_ID, shiftFixture, summaryOf } from '@client/test/shift-fixtures';
import { stubFetch, type FetchCall } from '@client/test/stub-fetch';
import { testUser } from '@client/test/test-user';
import { ShiftsView } from './shifts-view';

const NO_ERROR = { error: { code: 'NOT_FOUND', message: 'No shift is open' } };
let current: Shift | null;
let answers: Partial<Record<string, (call: FetchCall) => Response>>;
let calls: FetchCall[];

beforeEach(() => {
  localStorage.clear();
  saveSession('owner-token', testUser());
  current = null;
  answers = {};
  calls = stubFetch((call) => {
    const own = answers[`${call.method} ${call.url.split('?')[0]}`];
    if (own) return own(call);
    if (call.url === '/api/shifts/current')
      return current ? Response.json(current) : Response.json(NO_ERROR, { status: 404 });
    if (call.url.startsWith('/api/shifts?'))
      return Response.json({ items: [], total: 0, page: 1, pageSize: 20 });
    return Response.json(NO_ERROR, { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  clearStaffSession();
  vi.unstubAllGlobals();
});

const show = (askApproval: AskApproval = NOBODY_APPROVES, waitingSales = 0) =>
  renderWithQuery(<ShiftsView askApproval={askApproval} waitingSales={waitingSales} />);

describe('opening a shift', () => {
  it('sends the float counted into the drawer and shows the open shift, kept for the till', async () => {
    answers['POST /api/shifts'] = () => {
      current = shiftFixture();
      return Response.json(current, { status: 201 });
    };
    show();
    fireEvent.change(await screen.findByLabelText('Float'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open shift' }));
    expect(await screen.findByText('X report: the shift so far · Shift 7')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ openingFloat: '100.00' });
    expect(screen.getByText('Opened by Thandi Mokoena, 27 Nov 2026, 08:00')).toBeTruthy();
    expect(openShiftId('u1')).toBe(SHIFT_ID);
  });

  it('opens with R0 when the float is left empty', async () => {
    answers['POST /api/shifts'] = () =>
      Response.json(shiftFixture({ openingFloat: '0.00' }), { status: 201 });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Open shift' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ openingFloat: '0.00' }),
    );
  });

  it('says a shift is already open (409) and shows it', async () => {
    answers['POST /api/shifts'] = () => {
      current = shiftFixture({ openedAutomatically: true });
      return Response.json({ error: { code: 'CONFLICT', message: 'open' } }, { status: 409 });
    };
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Open shift' }));
    expect(await screen.findByText('A shift is already open. Here it is.')).toBeTruthy();
    expect(await screen.findByText('Opened automatically by a cash sale')).toBeTruthy();
  });
});

describe('the blind count', () => {
  it('adds the notes and coins as they are typed, without showing the expected cash', async () => {
    current = shiftFixture();
    answers[`POST /api/shifts/${SHIFT_ID}/close`] = () => {
      current = null;
      return Response.json(closedShiftFixture('170.00', '-5.00'));
    };
    answers[`GET /api/shifts/${SHIFT_ID}`] = () =>
      Response.json(closedShiftFixture('170.00', '-5.00'));
    answers['GET /api/shifts'] = () =>
      Response.json({ items: [summaryOf(current!)], total: 1, page: 1, pageSize: 20 });
    show(undefined, 2);
    expect(await screen.findByText('R175.00')).toBeTruthy();
    expect(await screen.findByText(/expected R175\.00/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close shift' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        '2 sales rung up offline have not been sent yet: they will land in the next shift.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Notes and coins'));
    fireEvent.change(within(dialog).getByLabelText('Number of R100'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Number of R50'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Number of R10'), { target: { value: '2' } });
    expect(within(dialog).getByTestId('counted-total').textContent).toBe('Counted: R170.00');
    expect(screen.queryByText(/R175\.00/)).toBeNull();
    expect(screen.queryByText('Expected cash')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the count' }));
    // The report on screen, and its copy kept apart for the printer.
    const [report] = await screen.findAllByText('Z report · Shift 7');
    const close = calls.find((c) => c.url.endsWith('/close'));
    expect(close?.body).toEqual({
      countedCash: '170.00',
      countedNotes: { '10000': 1, '5000': 1, '1000': 2 },
    });
    const article = report!.closest('article')!;
    expect(within(article).getByText('R5.00 short').parentElement!.className).toContain(
      'text-red-700',
    );
    expect(within(article).getByText('R175.00')).toBeTruthy();
    expect(openShiftId('u1')).toBeNull();
    // The close that opened the report is gone: focus goes to the way back.
    expect(document.activeElement?.textContent?.trim()).toBe('All shifts');
  });

  it('sends one typed amount', async () => {
    current = shiftFixture();
    answers[`POST /api/shifts/${SHIFT_ID}/close`] = () =>
      Response.json(closedShiftFixture('178.00', '3.00'));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Close shift' }));
    fireEvent.change(await screen.findByLabelText('Cash counted'), { target: { value: '178' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the count' }));
    const over = await screen.findAllByText('R3.00 over');
    expect(over[0]!.parentElement!.className).toContain('text-amber-700');
    expect(calls.find((c) => c.url.endsWith('/close'))?.body).toEqual({ countedCash: '178.00' });
  });
});

describe('a pay-out', () => {
  it('asks a manager or the owner to approve when the cashier may not handle the drawer', async () => {
    const cashier = DEFAULT_PERMISSIONS.cashier;
    saveStaffSession({
      token: 'staff-token',
      staff: { id: crypto.randomUUID(), name: 'Sipho', role: 'cashier', permissions: [...cashier] },
    });
    current = shiftFixture();
    answers[`POST /api/shifts/${SHIFT_ID}/cash-movements`] = () =>
      Response.json(shiftFixture().cashMovements[0], { status: 201 });
    const askApproval = vi.fn(async () => ({ token: 'tok-1' }));
    show(askApproval);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay out' }));
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Bread delivery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/cash-movements'))).toBe(true));
    expect(askApproval).toHaveBeenCalledWith('manage_cash');
    const sent = calls.find((c) => c.url.endsWith('/cash-movements'))!;
    expect(sent.body).toEqual({ type: 'pay_out', amount: '20.00', reason: 'Bread delivery' });
    expect(sent.headers['approval-token']).toBe('tok-1');
  });

  it('is not sent when nobody approves, and needs a reason', async () => {
    saveStaffSession({
      token: 'staff-token',
      staff: { id: crypto.randomUUID(), name: 'Sipho', role: 'cashier', permissions: ['sell'] },
    });
    current = shiftFixture();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay out' }));
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Say what the money is for')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Bread' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((c) => c.url.endsWith('/cash-movements'))).toBe(false);
  });
});

describe('the history of shifts', () => {
  it('lists each shift with its difference, short in red and over in amber, and opens its report', async () => {
    const short = { ...closedShiftFixture('170.00', '-5.00'), id: crypto.randomUUID(), number: 9 };
    const over = { ...closedShiftFixture('178.00', '3.00'), id: crypto.randomUUID(), number: 8 };
    answers['GET /api/shifts'] = () =>
      Response.json({ items: [short, over].map(summaryOf), total: 2, page: 1, pageSize: 20 });
    answers[`GET /api/shifts/${short.id}`] = () => Response.json(short);
    show();
    const list = await screen.findByRole('region', { name: 'Past shifts' });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Shift 9'),
      expect.stringContaining('Shift 8'),
    ]);
    expect(within(rows[0]!).getByText('R5.00 short').className).toContain('text-red-700');
    expect(within(rows[1]!).getByText('R3.00 over').className).toContain('text-amber-700');
    expect(
      within(rows[0]!).getByText('Float R100.00 · expected R175.00 · counted R170.00'),
    ).toBeTruthy();
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Report: Shift 9' }));
    expect((await screen.findAllByText('Z report · Shift 9')).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/27721234567\?text=.*R5\.00%20short/,
    );
  });
});
