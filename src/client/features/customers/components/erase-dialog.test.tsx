// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerFixture } from '@client/test/api-fixtures';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubFetch } from '@client/test/stub-fetch';
import { EraseDialog } from './erase-dialog';

const CUSTOMER = customerFixture({
  id: '00000000-0000-4000-8000-0000000000e3',
  name: 'Sipho Ndlovu',
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the erase dialog', () => {
  it('erases only once the customer’s name is typed', async () => {
    const calls = stubFetch(() =>
      Response.json({
        ...CUSTOMER,
        name: 'Erased customer',
        phone: '',
        erasedAt: CUSTOMER.createdAt,
      }),
    );
    const onErased = vi.fn();
    renderWithQuery(<EraseDialog customer={CUSTOMER} onClose={() => {}} onErased={onErased} />);

    const confirm = screen.getByRole('button', { name: 'Erase for good' });
    const box = screen.getByLabelText('Type the name Sipho Ndlovu to confirm');
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(box, { target: { value: 'Sipho' } });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.click(confirm);
    expect(calls).toEqual([]);

    fireEvent.change(box, { target: { value: ' sipho ndlovu ' } });
    expect(confirm).toHaveProperty('disabled', false);
    fireEvent.click(confirm);
    await waitFor(() => expect(onErased).toHaveBeenCalledOnce());
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: expect.stringContaining(`/api/customers/${CUSTOMER.id}/erase`),
      }),
    ]);
  });
});
