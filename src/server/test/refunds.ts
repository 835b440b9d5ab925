import { call, type TestApp } from './test-app';

/** POST /api/pos-sales/{id}/refunds; `headers` for an Idempotency-Key or an approval token. */
export const refundSale = (
  t: TestApp,
  token: string,
  saleId: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) => call(t.app, 'POST', `/api/pos-sales/${saleId}/refunds`, { token, body, headers });

/** GET /api/pos-sales/{id}: the sale with its refunds. */
export const saleOf = async (t: TestApp, token: string, saleId: string) =>
  (await call(t.app, 'GET', `/api/pos-sales/${saleId}`, { token })).body;
