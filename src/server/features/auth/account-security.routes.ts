import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChangePasswordSchema,
  LanguageChoiceSchema,
  MeResponseSchema,
  MessageResponseSchema,
} from '@shared/auth/auth.schemas';
import { TrustedDeviceListSchema } from '@shared/auth/devices.schemas';
import { IdParamsSchema } from '@shared/common/fields';
import type { Deps } from '@server/deps';
import { currentUser } from '@server/plugins/auth';
import { alsoAnswers } from '@server/plugins/openapi-errors';
import { createAccountSecurityService } from './account-security.service';

/** Any signed-in account: its trusted phones, signing out everywhere, changing the password. */
export function registerAccountSecurityRoutes(app: FastifyInstance, deps: Deps) {
  const security = createAccountSecurityService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.get(
    '/api/auth/devices',
    { schema: { tags, response: { 200: TrustedDeviceListSchema } } },
    (request) => security.devices(currentUser(request)),
  );

  r.delete(
    '/api/auth/devices/:id',
    {
      schema: { tags, params: IdParamsSchema, response: { 200: MessageResponseSchema } },
    },
    (request) => security.revokeDevice(currentUser(request), request.params.id),
  );

  r.post(
    '/api/auth/logout-everywhere',
    { schema: { tags, response: { 200: MessageResponseSchema } } },
    (request) => security.logoutEverywhere(currentUser(request)),
  );

  r.put(
    '/api/auth/password',
    {
      config: { rateLimit: { max: deps.env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags,
        body: ChangePasswordSchema,
        response: { 200: MessageResponseSchema, ...alsoAnswers(422) },
      },
    },
    (request) =>
      security.changePassword(currentUser(request), request.auth!.sessionId, request.body),
  );

  r.put(
    '/api/auth/language',
    { schema: { tags, body: LanguageChoiceSchema, response: { 200: MeResponseSchema } } },
    (request) => security.setLanguage(currentUser(request), request.body.language),
  );
}
