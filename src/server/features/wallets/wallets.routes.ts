import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CustomerParamsSchema,
  TopUpResultSchema,
  TopUpSchema,
  WalletLedgerSchema,
  WalletListSchema,
} from '@shared/wallets/wallets.schemas';
import type { Deps } from '@server/deps';
import { IdempotencyHeadersSchema } from '@shared/common/fields';
import { idempotencyKeyOf } from '@server/lib/idempotency';
import { merchantIdOf } from '@server/plugins/auth';
import { createWalletService } from './wallets.service';

export function registerWalletRoutes(app: FastifyInstance, deps: Deps) {
  const walletService = createWalletService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wallets'];

  r.get('/api/wallets', { schema: { tags, response: { 200: WalletListSchema } } }, (request) =>
    walletService.list(merchantIdOf(request)),
  );

  r.get(
    '/api/wallets/:customerId/transactions',
    {
      schema: { tags, params: CustomerParamsSchema, response: { 200: WalletLedgerSchema } },
    },
    (request) => walletService.ledger(merchantIdOf(request), request.params.customerId),
  );

  r.post(
    '/api/wallets/:customerId/top-ups',
    {
      schema: {
        headers: IdempotencyHeadersSchema,
        tags,
        params: CustomerParamsSchema,
        body: TopUpSchema,
        response: { 201: TopUpResultSchema },
      },
    },
    async (request, reply) => {
      const result = await walletService.topUp(
        merchantIdOf(request),
        request.params.customerId,
        request.body,
        idempotencyKeyOf(request),
      );
      return reply.status(201).send(result.body);
    },
  );
}
