// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BARCODE_MESSAGES, isShopCode, isValidRetailCode } from '@shared/catalog/barcode';
import { productFixture } from '@client/test/api-fixtures';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubFetch, type FetchCall } from '@client/test/stub-fetch';
import { ProductFormDialog } from './product-form-dialog';

const OIL = productFixture({
  id: '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0a01',
  name: 'Sunfoil Sunflower Oil 2L',
  price: '64.99',
  barcodes: ['6001234567899'],
});
const SCANNED = '6009876543219';

let calls: FetchCall[];
let answerWrite: () => Response;

beforeEach(() => {
  answerWrite = () => Response.json(OIL);
  calls = stubFetch((call) => {
    if (call.method !== 'GET') return answerWrite();
    if (call.url === '/api/shop-settings')
      return Response.json({ vatRegistered: true, paymentMethods: ['cash'] });
    return Response.json([]);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sent = () => calls.filter((c) => c.method !== 'GET');
const codes = () =>
  within(screen.getByRole('list', { name: 'Barcodes' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe("the product form's barcodes", () => {
  it('opens with a scanned code, checks typed codes, makes shop codes and sends the list', async () => {
    renderWithQuery(<ProductFormDialog open barcodes={[SCANNED]} onOpenChange={vi.fn()} />);
    expect(codes()).toEqual([SCANNED]);

    const typed = screen.getByLabelText('Type a barcode');
    fireEvent.change(typed, { target: { value: '6001234567890' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add code' }));
    expect(screen.getByText(BARCODE_MESSAGES.checkDigit)).toBeTruthy();
    expect(codes()).toEqual([SCANNED]);

    fireEvent.change(typed, { target: { value: 'LOOSE-RICE' } });
    fireEvent.keyDown(typed, { key: 'Enter' });
    expect(screen.getByText(BARCODE_MESSAGES.characters)).toBeTruthy();
    fireEvent.change(typed, { target: { value: 'LOOSERICE' } });
    fireEvent.keyDown(typed, { key: 'Enter' });
    expect(screen.queryByText(BARCODE_MESSAGES.characters)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Make a shop code' }));
    const made = codes()[2]!;
    expect(made).toMatch(/^20\d{11}$/);
    expect(isValidRetailCode(made) && isShopCode(made)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: `Remove ${SCANNED}` }));
    expect(codes()).toEqual(['LOOSERICE', made]);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Rice (loose) 1kg' } });
    fireEvent.change(screen.getByLabelText('Price (R)'), { target: { value: '25.00' } });
    fireEvent.change(screen.getByLabelText('Stock'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ method: 'POST', body: { barcodes: ['LOOSERICE', made] } });
  });

  it('says on the field which product already has a code (409 BARCODE_TAKEN)', async () => {
    answerWrite = () =>
      Response.json(
        {
          error: {
            code: 'CONFLICT',
            message: `Milk 1L already has the barcode ${SCANNED}`,
            details: {
              reason: 'BARCODE_TAKEN',
              barcode: SCANNED,
              productId: '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0a09',
              productName: 'Milk 1L',
            },
          },
        },
        { status: 409 },
      );
    renderWithQuery(<ProductFormDialog open product={OIL} onOpenChange={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Type a barcode'), { target: { value: SCANNED } });
    fireEvent.click(screen.getByRole('button', { name: 'Add code' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    const alert = await screen.findByText(`Milk 1L already has the code ${SCANNED}.`);
    expect(alert.getAttribute('role')).toBe('alert');
    expect(sent()[0]).toMatchObject({
      method: 'PUT',
      body: { barcodes: ['6001234567899', SCANNED] },
    });
  });
});
