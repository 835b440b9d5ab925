import axe from 'axe-core';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PurchaseOrderSchema } from '@shared/purchase-orders/purchase-orders.schemas';
import { StockReceiptSchema } from '@shared/stock-in/stock-in.schemas';
import { SupplierSchema } from '@shared/suppliers/suppliers.schemas';
import { productFixture } from '@client/test/api-fixtures';
import StockInPage from './stock-in-page';

/** Fixtures for the stock-in screens' tests: answers in the shared schemas' shapes. */
export const OIL = '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0c01';
export const AMASI = '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0c02';
export const JUMBO = '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0c03';
export const ORDER_ID = '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0c04';
export const RECEIPT_ID = '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0c05';
export const BATCH = '0b5c3a36-1c44-4c1e-9a52-4f3f1c2d0c06';
const AT = '2026-11-27T08:00:00.000Z';

export const oil = productFixture({
  id: OIL,
  name: 'Sunfoil 2L',
  barcodes: ['6001234567890'],
  stock: 3,
});
export const amasi = productFixture({ id: AMASI, name: 'Amasi 500ml', stock: 12 });

export const supplier = SupplierSchema.parse({
  id: JUMBO,
  name: 'Jumbo Cash & Carry',
  contact: 'Sipho',
  email: null,
  phone: '0825550101',
  address: null,
  rating: 4,
  status: 'active',
  createdAt: AT,
  updatedAt: AT,
});

export const receiptFixture = (fields: object = {}) =>
  StockReceiptSchema.parse({
    id: RECEIPT_ID,
    number: 'REC-000001',
    supplierId: JUMBO,
    supplierName: 'Jumbo Cash & Carry',
    purchaseOrderId: null,
    purchaseOrderNumber: null,
    invoiceNumber: 'INV-88',
    note: null,
    invoicePhoto: null,
    totalCost: '96.00',
    receivedBy: null,
    lines: [],
    createdAt: AT,
    ...fields,
  });

export const orderFixture = (fields: object = {}) =>
  PurchaseOrderSchema.parse({
    id: ORDER_ID,
    number: 'PO-000007',
    status: 'partially_received',
    supplierId: JUMBO,
    supplierName: 'Jumbo Cash & Carry',
    supplierPhone: '0825550101',
    note: null,
    estimatedCost: '192.00',
    lines: [
      {
        productId: OIL,
        productName: 'Sunfoil 2L',
        quantity: 24,
        quantityReceived: 0,
        unitCost: '4.0000',
      },
      {
        productId: AMASI,
        productName: 'Amasi 500ml',
        quantity: 12,
        quantityReceived: 12,
        unitCost: null,
      },
    ],
    createdBy: null,
    createdAt: AT,
    updatedAt: AT,
    ...fields,
  });

export interface Call {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/** Replaces fetch: `answer` gives each call's JSON (status 200, or [status, json]); FormData kept as is. */
export function stubServer(answer: (call: Call) => unknown): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body =
        init.body instanceof FormData
          ? init.body
          : init.body
            ? JSON.parse(String(init.body))
            : undefined;
      const call = {
        method: init.method ?? 'GET',
        url,
        body,
        headers: (init.headers ?? {}) as Record<string, string>,
      };
      calls.push(call);
      const result = answer(call);
      const [status, json] =
        Array.isArray(result) && typeof result[0] === 'number' ? result : [200, result];
      return json === undefined
        ? new Response('{}', { status: 404 })
        : Response.json(json, { status });
    }),
  );
  return calls;
}

export const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

/** The stock-in page at an address (path and query), with a fresh query cache. */
export function renderAt(address: string) {
  const location = memoryLocation({ path: address, record: true });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    location,
    ...render(
      <QueryClientProvider client={client}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <StockInPage />
        </Router>
      </QueryClientProvider>,
    ),
  };
}

/** axe-core on what is rendered: WCAG 2.0/2.1 A and AA, colour contrast left to the browser. */
export async function a11yViolations(container: Element = document.body) {
  const result = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
