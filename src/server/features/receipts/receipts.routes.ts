import type { FastifyInstance } from 'fastify';
import type { Deps } from '@server/deps';
import { answerLanguage, serverTexts } from '@server/lib/i18n';
import { receiptNotFoundPage, receiptPage } from './receipt-page';
import { createReceiptsService } from './receipts.service';

/**
 * GET /r/{token}: the customer's receipt, with no sign-in. It shows the one sale the token names
 * and the shop's name and address, nothing else; the lookup is rate-limited per address so
 * tokens cannot be tried in bulk. Not in the API document: it answers HTML, not JSON. Its
 * language: the customer's browser's when it is one of ours, else the shop owner's, else English.
 */
export function registerReceiptPageRoutes(app: FastifyInstance, deps: Deps) {
  const receipts = createReceiptsService(deps);
  app.get<{ Params: { token: string } }>(
    '/r/:token',
    {
      schema: { hide: true },
      config: { rateLimit: { max: deps.env.RECEIPT_LOOKUPS_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const receipt = await receipts.byToken(request.params.token);
      const texts = serverTexts(
        answerLanguage(request.headers['accept-language'], receipt?.shopLanguage),
      );
      reply
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .header('referrer-policy', 'no-referrer')
        .header('vary', 'accept-language')
        .type('text/html; charset=utf-8');
      if (!receipt) return reply.status(404).send(receiptNotFoundPage(texts));
      return reply.send(receiptPage(receipt, texts));
    },
  );
}
