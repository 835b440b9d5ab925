import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CsvFileSchema,
  SalesExportQuerySchema,
  VatSummaryQuerySchema,
} from '@shared/exports/exports.schemas';
import type { Deps } from '@server/deps';
import { merchantIdOf } from '@server/plugins/auth';
import { alsoAnswers } from '@server/plugins/openapi-errors';
import { shopOf } from '@server/plugins/shop';
import { sendCsv } from './csv-reply';
import { createExportsService, type CsvExport } from './exports.service';

const CSV = { 200: CsvFileSchema };

/**
 * The shop's records as CSV files for its accountant: sales, stock, the credit book and the
 * VAT summary. Each is the signed-in shop's alone and streams page by page.
 */
export function registerExportsRoutes(app: FastifyInstance, deps: Deps) {
  const exports = createExportsService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['exports'];
  const send = (reply: Parameters<typeof sendCsv>[0], file: CsvExport) => {
    sendCsv(reply, file.fileName, file.header, file.records);
  };

  r.get(
    '/api/exports/sales.csv',
    { schema: { tags, querystring: SalesExportQuerySchema, response: CSV } },
    (request, reply) => send(reply, exports.sales(merchantIdOf(request), request.query)),
  );

  r.get('/api/exports/stock.csv', { schema: { tags, response: CSV } }, (request, reply) =>
    send(reply, exports.stock(merchantIdOf(request))),
  );

  r.get('/api/exports/credit-book.csv', { schema: { tags, response: CSV } }, (request, reply) =>
    send(reply, exports.creditLedger(merchantIdOf(request))),
  );

  r.get('/api/exports/credit-balances.csv', { schema: { tags, response: CSV } }, (request, reply) =>
    send(reply, exports.creditBalances(merchantIdOf(request))),
  );

  r.get(
    '/api/exports/vat-summary.csv',
    {
      schema: {
        tags,
        querystring: VatSummaryQuerySchema,
        response: { ...CSV, ...alsoAnswers(422) },
      },
    },
    (request, reply) => send(reply, exports.vatSummary(shopOf(request), request.query.year)),
  );
}
