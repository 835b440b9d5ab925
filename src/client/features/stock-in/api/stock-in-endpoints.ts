import { defineEndpoint, typed } from '@client/api/endpoint';

/** The photo of a delivery's invoice, as multipart form data (field `image`, as product photos). */
export const uploadReceiptPhoto = defineEndpoint({
  method: 'POST',
  path: '/api/stock-receipts/:id/photo',
  body: typed<FormData>(),
  response: async () => (await import('@shared/stock-in/stock-in.schemas')).StockReceiptSchema,
});
