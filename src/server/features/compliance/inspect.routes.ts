import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ComplianceDocumentKindSchema } from '@shared/compliance/compliance.schemas';
import type { Deps } from '@server/deps';
import { answerLanguage, serverTexts } from '@server/lib/i18n';
import { createCompliancePhotosService } from './compliance-photos.service';
import { sendStoredPhoto } from './compliance-photos.routes';
import { createInspectorLinksService } from './inspector-links.service';
import { inspectNotFoundPage, inspectPage } from './inspect-page';
import { inspectReport } from './inspect-report';

type InspectRoute = { Params: { token: string; kind?: string } };
type InspectRequest = FastifyRequest<InspectRoute>;

/**
 * GET /inspect/{token}: the inspector's pack, with no sign-in, read-only, for as long as the
 * link lives (24 hours, until revoked). Rate limited per address like the receipt page
 * (RECEIPT_LOOKUPS_PER_MINUTE), so tokens cannot be tried in bulk; never cached or indexed, and
 * no referrer leaves it. Not in the API document: it answers HTML. Its language: the browser's
 * when it is one of ours, else the shop owner's, else English.
 */
export function registerInspectPageRoutes(app: FastifyInstance, deps: Deps) {
  const links = createInspectorLinksService(deps);
  const photos = createCompliancePhotosService(deps);
  const config = {
    rateLimit: { max: deps.env.RECEIPT_LOOKUPS_PER_MINUTE, timeWindow: '1 minute' },
  };
  const privately = (reply: FastifyReply) =>
    reply
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer')
      .header('vary', 'accept-language');
  const notFound = (request: InspectRequest, reply: FastifyReply) =>
    privately(reply)
      .status(404)
      .type('text/html; charset=utf-8')
      .send(inspectNotFoundPage(serverTexts(answerLanguage(request.headers['accept-language']))));

  app.get<InspectRoute>(
    '/inspect/:token',
    { schema: { hide: true }, config },
    async (request, reply) => {
      const link = await links.open(request.params.token);
      if (!link) return notFound(request, reply);
      const report = await inspectReport(deps, link.merchantId);
      const texts = serverTexts(
        answerLanguage(request.headers['accept-language'], report.shop.language),
      );
      return privately(reply)
        .type('text/html; charset=utf-8')
        .send(inspectPage(report, request.params.token, link.expiresAt.toISOString(), texts));
    },
  );

  app.get<InspectRoute>(
    '/inspect/:token/photos/:kind',
    { schema: { hide: true }, config },
    async (request, reply) => {
      const kind = ComplianceDocumentKindSchema.safeParse(request.params.kind);
      const link = kind.success ? await links.open(request.params.token) : null;
      if (!link || !kind.success) return notFound(request, reply);
      const photo = await photos.find(link.merchantId, kind.data);
      if (!photo) return notFound(request, reply);
      return sendStoredPhoto(privately(reply), photo);
    },
  );
}
