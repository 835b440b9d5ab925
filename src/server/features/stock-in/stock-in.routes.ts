import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, IdempotencyHeadersSchema } from '@shared/common/fields';
import {
  CaseSizesQuerySchema,
  CaseSizesSchema,
  CreateStockReceiptSchema,
  ExpiringBatchListSchema,
  ExpiringQuerySchema,
  StockReceiptListQuerySchema,
  StockReceiptListSchema,
  StockReceiptSchema,
} from '@shared/stock-in/stock-in.schemas';
import {
  CreateWriteOffSchema,
  WriteOffReportQuerySchema,
  WriteOffReportSchema,
  WriteOffSchema,
} from '@shared/stock-in/write-offs.schemas';
import type { Deps } from '@server/deps';
import { idempotencyKeyOf } from '@server/lib/idempotency';
import { merchantIdOf, staffOf } from '@server/plugins/auth';
import { alsoAnswers } from '@server/plugins/openapi-errors';
import { createStockInService } from './stock-in.service';

const staffIdOf = (request: FastifyRequest) => staffOf(request)?.id ?? null;

/** Deliveries and wholesaler runs received, dated stock expiring, and write-offs. */
export function registerStockInRoutes(app: FastifyInstance, deps: Deps) {
  const stockIn = createStockInService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['stock-in'];

  r.post(
    '/api/stock-receipts',
    {
      schema: {
        tags,
        headers: IdempotencyHeadersSchema,
        body: CreateStockReceiptSchema,
        response: { 201: StockReceiptSchema, ...alsoAnswers(409, 422) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await stockIn.receive(
            merchantIdOf(request),
            request.body,
            idempotencyKeyOf(request),
            staffIdOf(request),
          ),
        ),
  );

  r.get(
    '/api/stock-receipts',
    {
      schema: {
        tags,
        querystring: StockReceiptListQuerySchema,
        response: { 200: StockReceiptListSchema },
      },
    },
    (request) => stockIn.list(merchantIdOf(request), request.query),
  );

  r.get(
    '/api/stock-receipts/case-sizes',
    { schema: { tags, querystring: CaseSizesQuerySchema, response: { 200: CaseSizesSchema } } },
    (request) => stockIn.caseSizes(merchantIdOf(request), request.query.supplierId),
  );

  r.get(
    '/api/stock-receipts/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: StockReceiptSchema } } },
    (request) => stockIn.get(merchantIdOf(request), request.params.id),
  );

  r.get(
    '/api/stock/expiring',
    {
      schema: {
        tags,
        querystring: ExpiringQuerySchema,
        response: { 200: ExpiringBatchListSchema },
      },
    },
    (request) => stockIn.expiring(merchantIdOf(request), request.query.days),
  );

  r.post(
    '/api/products/:id/write-offs',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: CreateWriteOffSchema,
        response: { 201: WriteOffSchema, ...alsoAnswers(409, 422) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await stockIn.writeOff(
            merchantIdOf(request),
            request.params.id,
            request.body,
            staffIdOf(request),
          ),
        ),
  );

  r.get(
    '/api/stock/write-offs',
    {
      schema: {
        tags,
        querystring: WriteOffReportQuerySchema,
        response: { 200: WriteOffReportSchema },
      },
    },
    (request) => stockIn.report(merchantIdOf(request), request.query),
  );
}
