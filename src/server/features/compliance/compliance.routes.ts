import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ComplianceFolderInputSchema,
  ComplianceFolderSchema,
  InspectorLinkListSchema,
  InspectorLinkParamsSchema,
  InspectorLinkRevokedSchema,
  InspectorLinkSchema,
  INSPECTOR_LINK_HOURS,
} from '@shared/compliance/compliance.schemas';
import type { Deps } from '@server/deps';
import { merchantIdOf } from '@server/plugins/auth';
import { createComplianceService } from './compliance.service';
import { createInspectorLinksService } from './inspector-links.service';
import { registerCompliancePhotoRoutes } from './compliance-photos.routes';

const tags = ['compliance'];

/** POST takes a JSON object with no fields (`{}`): a body that is not one is refused, 400. */
const NewInspectorLinkSchema = z.strictObject({});

/**
 * The shop's compliance folder (issue 33) and its inspector links. The owner's alone: no staff
 * permission admits these routes, so a staff session is refused (403 STAFF_PERMISSION).
 */
export function registerComplianceRoutes(app: FastifyInstance, deps: Deps) {
  const folder = createComplianceService(deps);
  const links = createInspectorLinksService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** The configured public address, else the host this request came to (proxies per TRUST_PROXY). */
  const originOf = (request: FastifyRequest) =>
    deps.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`;

  r.get(
    '/api/compliance',
    { schema: { tags, response: { 200: ComplianceFolderSchema } } },
    (request) => folder.read(merchantIdOf(request)),
  );

  r.put(
    '/api/compliance',
    {
      schema: {
        tags,
        body: ComplianceFolderInputSchema,
        response: { 200: ComplianceFolderSchema },
      },
    },
    (request) => folder.save(merchantIdOf(request), request.body),
  );

  r.post(
    '/api/compliance/inspector-links',
    {
      schema: {
        tags,
        description: `A link an inspector opens with no sign-in, for ${INSPECTOR_LINK_HOURS} hours; the token is shown only now. The body is an empty JSON object, {}`,
        body: NewInspectorLinkSchema,
        response: { 201: InspectorLinkSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await links.create(merchantIdOf(request), merchantIdOf(request), originOf(request))),
  );

  r.get(
    '/api/compliance/inspector-links',
    { schema: { tags, response: { 200: InspectorLinkListSchema } } },
    (request) => links.list(merchantIdOf(request)),
  );

  r.delete(
    '/api/compliance/inspector-links/:token',
    {
      schema: {
        tags,
        description: 'Revokes the link: GET /inspect/{token} answers 404 from now on',
        params: InspectorLinkParamsSchema,
        response: { 204: InspectorLinkRevokedSchema },
      },
    },
    async (request, reply) => {
      await links.revoke(merchantIdOf(request), request.params.token);
      return reply.status(204).send(null);
    },
  );

  registerCompliancePhotoRoutes(app, deps);
}
