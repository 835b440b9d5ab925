import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DevClockAnswerSchema,
  DevClockSchema,
  HealthSchema,
  SmsOutboxQuerySchema,
  SmsOutboxSchema,
} from '@shared/system/system.schemas';
import type { Deps } from '@server/deps';
import { onlyFromThisMachine } from '@server/lib/loopback';
import { createSystemService } from './system.service';

/**
 * Health for load balancers; outside production the SMS outbox and the clock control, which
 * answer this machine only (a phone on the shop's Wi-Fi must not read sign-in codes).
 */
export function registerSystemRoutes(app: FastifyInstance, deps: Deps) {
  const system = createSystemService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['system'];

  r.get(
    '/api/health',
    { config: { rateLimit: false }, schema: { tags, response: { 200: HealthSchema } } },
    () => system.health(),
  );

  const { setClock, smsOutbox } = system;
  if (setClock) {
    r.put(
      '/api/dev/clock',
      {
        onRequest: onlyFromThisMachine,
        schema: { tags, body: DevClockSchema, response: { 200: DevClockAnswerSchema } },
      },
      (request) => setClock(request.body.offsetDays),
    );
  }

  if (smsOutbox) {
    r.get(
      '/api/dev/sms-outbox',
      {
        onRequest: onlyFromThisMachine,
        schema: { tags, querystring: SmsOutboxQuerySchema, response: { 200: SmsOutboxSchema } },
      },
      (request) => smsOutbox(request.query.phone),
    );
  }
}
