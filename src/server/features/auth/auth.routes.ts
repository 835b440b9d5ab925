import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminLoginSchema,
  MeResponseSchema,
  MerchantLoginResponseSchema,
  MerchantLoginSchema,
  MerchantRegisterSchema,
  MessageResponseSchema,
  RegisterResponseSchema,
  ResendCodeSchema,
  SessionResponseSchema,
  VerifyPhoneSchema,
  VerifyResponseSchema,
} from '@shared/auth/auth.schemas';
import type { Deps } from '@server/deps';
import { alsoAnswers } from '@server/plugins/openapi-errors';
import { currentUser } from '@server/plugins/auth';
import { toUserDto } from '@server/domain/accounts/user-dto';
import { answerLanguage } from '@server/lib/i18n';
import { createAuthService } from './auth.service';

const context = (request: FastifyRequest) => ({
  ipAddress: request.ip,
  userAgent: request.headers['user-agent'],
});
/** Before sign-in only the app's Accept-Language tells which language the merchant reads. */
const language = (request: FastifyRequest) => answerLanguage(request.headers['accept-language']);

export function registerAuthRoutes(app: FastifyInstance, deps: Deps) {
  const auth = createAuthService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = {
    rateLimit: { max: deps.env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
  };
  const tags = ['auth'];

  r.post(
    '/api/auth/merchant/register',
    {
      config: limited,
      schema: { tags, body: MerchantRegisterSchema, response: { 201: RegisterResponseSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await auth.register(request.body, context(request), language(request))),
  );

  r.post(
    '/api/auth/merchant/login',
    {
      config: limited,
      schema: {
        tags,
        body: MerchantLoginSchema,
        response: { 200: MerchantLoginResponseSchema, ...alsoAnswers(401, 403, 422) },
      },
    },
    (request) => auth.merchantLogin(request.body, context(request), language(request)),
  );

  r.post(
    '/api/auth/verify-phone',
    {
      config: limited,
      schema: {
        tags,
        body: VerifyPhoneSchema,
        response: { 200: VerifyResponseSchema, ...alsoAnswers(401, 403) },
      },
    },
    (request) => auth.verifyPhone(request.body, context(request)),
  );

  r.post(
    '/api/auth/resend-code',
    {
      config: limited,
      schema: { tags, body: ResendCodeSchema, response: { 200: MessageResponseSchema } },
    },
    (request) => auth.resendCode(request.body, language(request)),
  );

  r.post(
    '/api/auth/admin/login',
    {
      config: limited,
      schema: {
        tags,
        body: AdminLoginSchema,
        response: { 200: SessionResponseSchema, ...alsoAnswers(401, 403) },
      },
    },
    (request) => auth.adminLogin(request.body, context(request)),
  );
}

/** The signed-in account's own session: any role (registered in the signed-in area). */
export function registerSessionRoutes(app: FastifyInstance, deps: Deps) {
  const auth = createAuthService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.get(
    '/api/auth/me',
    {
      schema: { tags, response: { 200: MeResponseSchema } },
    },
    async (request) => ({ user: toUserDto(currentUser(request)) }),
  );

  r.post(
    '/api/auth/logout',
    {
      schema: { tags, response: { 200: MessageResponseSchema } },
    },
    (request) => auth.logout(request.auth!),
  );
}
