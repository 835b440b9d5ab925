// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@client/components/ui/toaster';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubFetch, type FetchCall } from '@client/test/stub-fetch';
import { customerFixture, pageFixture } from '@client/test/api-fixtures';
import { CustomerPicker } from './customer-picker';

const NOMSA = customerFixture({
  id: '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0c01',
  name: 'Nomsa',
  phone: '+27820002222',
});
const GOGO = customerFixture({
  id: '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0c02',
  name: 'Gogo Ndlovu',
  phone: '+27821230001',
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answer(call: FetchCall) {
  if (call.method === 'POST') return Response.json(GOGO, { status: 201 });
  const created = call.url.includes('search=082');
  return Response.json(pageFixture(created ? [GOGO] : [NOMSA], 200));
}

/** The picker inside another form, as in the order, till, credit and top-up dialogs. */
function OuterForm({ onOuterSubmit }: { onOuterSubmit: () => void }) {
  const [customerId, setCustomerId] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onOuterSubmit();
      }}
    >
      <label htmlFor="picked">Customer</label>
      <CustomerPicker id="picked" value={customerId} onChange={setCustomerId} />
      <output data-testid="chosen">{customerId}</output>
    </form>
  );
}

describe('CustomerPicker', () => {
  it('adds a customer with only a name and a phone and chooses them', async () => {
    const calls = stubFetch(answer);
    const onOuterSubmit = vi.fn();
    renderWithQuery(
      <>
        <OuterForm onOuterSubmit={onOuterSubmit} />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'New Customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Customer' });
    expect(within(dialog).getByLabelText('Email')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Customer' }));
    await within(dialog).findByText('Name is required');
    expect(within(dialog).getByText('Phone is required')).toBeTruthy();
    expect(within(dialog).queryByText(/Email is required/)).toBeNull();

    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Customer' }));
    await within(dialog).findByText('Valid email is required');

    fireEvent.change(within(dialog).getByLabelText('Name *'), { target: { value: GOGO.name } });
    fireEvent.change(within(dialog).getByLabelText('Phone *'), {
      target: { value: '082 123 0001' },
    });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Customer' }));

    await waitFor(() => expect(screen.getByTestId('chosen').textContent).toBe(GOGO.id));
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({
      url: '/api/customers',
      body: { name: GOGO.name, phone: GOGO.phone, email: null },
    });
    expect(onOuterSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const select = screen.getByLabelText('Customer') as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe(GOGO.id));
    expect(screen.getByText('Customer created successfully')).toBeTruthy();
  });
});
