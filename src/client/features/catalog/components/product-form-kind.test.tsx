// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_KIND_MESSAGES as M } from '@shared/catalog/product-kind';
import { renderWithQuery } from '@client/test/render-with-query';
import { productFixture } from '@client/test/api-fixtures';
import { ProductFormDialog } from './product-form-dialog';

let writes: { method: string; body: unknown }[];

beforeEach(() => {
  writes = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      if (method !== 'GET') {
        writes.push({ method, body: JSON.parse(String(init.body)) });
        return Response.json(
          productFixture({ id: '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0a09', name: 'Saved' }),
          {
            status: 201,
          },
        );
      }
      if (url === '/api/shop-settings')
        return Response.json({ vatRegistered: true, paymentMethods: ['cash'] });
      return Response.json([]);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const change = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));

function fillProduct(name: string) {
  renderWithQuery(<ProductFormDialog open onOpenChange={vi.fn()} />);
  change('Name', name);
  change('Price (R)', '39.99');
  change('Stock', '4');
}

describe('the product form’s kind', () => {
  it('asks a medicine’s schedule, says the rule, and refuses any but Schedule 0 at the field', async () => {
    fillProduct('Panado 24s');
    expect(screen.queryByLabelText('Schedule on the pack')).toBeNull();
    change('Kind', 'medicine');
    screen.getByText('Without a pharmacy licence a shop may sell only Schedule 0 medicines.');
    change('Schedule on the pack', '2');
    save();
    await screen.findByText(M.scheduleNotZero);
    expect(field('Schedule on the pack').getAttribute('aria-invalid')).toBe('true');
    expect(writes).toEqual([]);

    change('Schedule on the pack', '0');
    expect(screen.queryByText(M.scheduleNotZero)).toBeNull();
    save();
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toMatchObject({ kind: 'medicine', medicineSchedule: 0 });
  });

  it('asks a pesticide’s L-number and household use, refusing each at its field until given', async () => {
    fillProduct('Doom 300ml');
    change('Kind', 'pesticide');
    screen.getByText(/Only registered household pesticides \(Act 36 of 1947\)/);
    save();
    await screen.findByText(M.registration);
    screen.getByText(M.householdUse);

    change('Registration number (L and digits)', 'L12X');
    expect(screen.getByText(M.registration)).toBeTruthy();
    change('Registration number (L and digits)', 'l 1234');
    expect(screen.queryByText(M.registration)).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Registered for household use' }));
    expect(screen.queryByText(M.householdUse)).toBeNull();
    save();
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toMatchObject({
      kind: 'pesticide',
      pesticideRegistration: 'l 1234',
      pesticideHouseholdUse: true,
      medicineSchedule: null,
    });
  });
});
