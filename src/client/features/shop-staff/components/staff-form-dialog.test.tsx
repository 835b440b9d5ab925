// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF_PERMISSIONS } from '@shared/shop-staff/permissions';
import type { ShopStaff } from '@shared/shop-staff/shop-staff.schemas';
import { Toaster } from '@client/components/ui/toaster';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubFetch, type FetchCall } from '@client/test/stub-fetch';
import { StaffFormDialog } from './staff-form-dialog';

const PERSON: ShopStaff = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Lerato Dlamini',
  role: 'cashier',
  phone: '+27821234567',
  isActive: true,
  permissions: ['sell', 'take_repayments'],
  lockedUntil: null,
  lastWorkedAt: null,
  createdAt: '2026-11-20T08:00:00.000Z',
};

let calls: FetchCall[];
let answer: (call: FetchCall) => Response;
const writes = () => calls.filter((call) => call.method !== 'GET');

beforeEach(() => {
  answer = (call) => Response.json({ ...PERSON, ...(call.body as object) }, { status: 201 });
  calls = stubFetch((call) => answer(call));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(person: ShopStaff | null, onClose = vi.fn()) {
  renderWithQuery(
    <>
      <StaffFormDialog person={person} onClose={onClose} />
      <Toaster />
    </>,
  );
  return { dialog: screen.getByRole('dialog'), onClose };
}

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

/** The permissions ticked in the dialog, in the list's order. */
const ticked = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).value !== 'on')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => (box as HTMLInputElement).value);

describe('adding a person', () => {
  it('asks for the PIN twice on the number pad, masked, and refuses a bad one before sending', async () => {
    const { dialog } = open(null);
    const pin = within(dialog).getByLabelText('PIN (4 to 6 digits)');
    expect(pin.getAttribute('type')).toBe('password');
    expect(pin.getAttribute('inputMode')).toBe('numeric');
    expect(within(dialog).getByLabelText('PIN again').getAttribute('inputMode')).toBe('numeric');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add person' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('PIN must be 4 to 6 digits')).toBeTruthy();

    type(dialog, 'Name', 'Lerato Dlamini');
    type(dialog, 'PIN (4 to 6 digits)', '12a4');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add person' }));
    expect(await within(dialog).findByText('PIN must be 4 to 6 digits')).toBeTruthy();

    type(dialog, 'PIN (4 to 6 digits)', '4826');
    type(dialog, 'PIN again', '4862');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add person' }));
    expect(await within(dialog).findByText('The two PINs are not the same')).toBeTruthy();
    type(dialog, 'Phone (optional)', '12');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add person' }));
    expect(await within(dialog).findByText('Valid phone number is required')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('ticks the role’s defaults, and a manager’s when the role changes', async () => {
    const { dialog } = open(null);
    expect(ticked(dialog)).toEqual(['sell', 'take_repayments']);
    expect(within(dialog).getAllByText('Cashier', { selector: 'span' })).toHaveLength(2);
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'manager' } });
    await waitFor(() => expect(ticked(dialog)).toEqual([...STAFF_PERMISSIONS]));
    expect(within(dialog).getAllByText('Manager', { selector: 'span' })).toHaveLength(
      STAFF_PERMISSIONS.length,
    );
    fireEvent.click(within(dialog).getByLabelText(/See today’s figures/));
    expect(ticked(dialog)).not.toContain('day_figures');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use the role’s defaults' }));
    await waitFor(() => expect(ticked(dialog)).toEqual([...STAFF_PERMISSIONS]));
  });

  it('sends the person with their PIN; the role’s defaults are left to the server, a change is sent', async () => {
    const { dialog, onClose } = open(null);
    type(dialog, 'Name', '  Lerato Dlamini ');
    type(dialog, 'Phone (optional)', '082 123 4567');
    type(dialog, 'PIN (4 to 6 digits)', '4826');
    type(dialog, 'PIN again', '4826');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add person' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()[0]).toMatchObject({ method: 'POST', url: '/api/shop-staff' });
    expect(writes()[0]!.body).toEqual({
      name: 'Lerato Dlamini',
      role: 'cashier',
      pin: '4826',
      phone: '+27821234567',
    });
    expect(await screen.findByText('Lerato Dlamini added')).toBeTruthy();
  });

  it('sends chosen permissions that differ from the role’s', async () => {
    const { dialog, onClose } = open(null);
    type(dialog, 'Name', 'Sipho');
    type(dialog, 'PIN (4 to 6 digits)', '482613');
    type(dialog, 'PIN again', '482613');
    fireEvent.click(within(dialog).getByLabelText(/Sell on credit/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add person' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()[0]!.body).toEqual({
      name: 'Sipho',
      role: 'cashier',
      pin: '482613',
      permissions: ['sell', 'take_repayments', 'give_credit'],
    });
  });

  it('shows the server’s refusal in its words and stays open', async () => {
    answer = () =>
      Response.json(
        { error: { code: 'VALIDATION', message: 'Choose a PIN that is harder to guess' } },
        { status: 400 },
      );
    const { dialog, onClose } = open(null);
    type(dialog, 'Name', 'Sipho');
    type(dialog, 'PIN (4 to 6 digits)', '2580');
    type(dialog, 'PIN again', '2580');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add person' }));
    const alert = await within(dialog).findByText('Choose a PIN that is harder to guess');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('editing a person', () => {
  it('starts from the person, keeps the PIN when none is typed, and sends the rest', async () => {
    const { dialog, onClose } = open(PERSON);
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe(
      'Lerato Dlamini',
    );
    expect((within(dialog).getByLabelText('Phone (optional)') as HTMLInputElement).value).toBe(
      '082 123 4567',
    );
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'manager' } });
    await waitFor(() => expect(ticked(dialog)).toEqual([...STAFF_PERMISSIONS]));
    fireEvent.click(within(dialog).getByLabelText(/Refund sales/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()[0]).toMatchObject({ method: 'PUT', url: `/api/shop-staff/${PERSON.id}` });
    expect(writes()[0]!.body).toEqual({
      name: 'Lerato Dlamini',
      role: 'manager',
      phone: '+27821234567',
      permissions: STAFF_PERMISSIONS.filter((p) => p !== 'refund'),
      isActive: true,
    });
  });

  it('sends a new PIN only when typed twice alike', async () => {
    const { dialog, onClose } = open(PERSON);
    type(dialog, 'New PIN (leave empty to keep the PIN)', '7391');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The two PINs are not the same')).toBeTruthy();
    type(dialog, 'PIN again', '7391');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()).toHaveLength(1);
    expect(writes()[0]!.body).toMatchObject({ pin: '7391' });
  });
});
