import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '@server/deps';
import { normalizePhone } from '@shared/phone/phone';
import { ConsoleSmsProvider } from '@server/lib/sms/console-sms-provider';
import { AppError } from '@server/lib/app-error';
import { onlyFromThisMachine } from '@server/lib/loopback';

const HealthSchema = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) });
const DevClockSchema = z.object({
  offsetDays: z
    .number({ error: 'offsetDays must be a whole number from 0 to 3650' })
    .int()
    .min(0)
    .max(3650),
});
const DevClockAnswerSchema = DevClockSchema.extend({ now: z.iso.datetime({ offset: true }) });
const DAY_MS = 86_400_000;

const OutboxSchema = z.object({
  messages: z.array(
    z.object({
      phone: z.string(),
      code: z.string().nullable(),
      text: z.string(),
      sentAt: z.string(),
    }),
  ),
});

/**
 * Health for load balancers; outside production the SMS outbox and the clock control, which
 * answer this machine only (a phone on the shop's Wi-Fi must not read sign-in codes).
 */
export function registerSystemRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: { tags: ['system'], response: { 200: HealthSchema } },
    },
    async () => {
      if (!(await deps.database.ping())) {
        throw new AppError('UNAVAILABLE', 'The database is not reachable');
      }
      return { status: 'ok' as const, db: deps.database.kind };
    },
  );

  const { clockControl } = deps;
  if (deps.env.NODE_ENV !== 'production' && clockControl) {
    /** Development only: moves the server's clock forward (0 puts it back on real time). */
    r.put(
      '/api/dev/clock',
      {
        onRequest: onlyFromThisMachine,
        schema: { tags: ['system'], body: DevClockSchema, response: { 200: DevClockAnswerSchema } },
      },
      async (request) => {
        clockControl.setOffset(request.body.offsetDays * DAY_MS);
        return { offsetDays: request.body.offsetDays, now: clockControl.now().toISOString() };
      },
    );
  }

  const { sms } = deps;
  if (deps.env.NODE_ENV === 'production' || !(sms instanceof ConsoleSmsProvider)) return;
  r.get(
    '/api/dev/sms-outbox',
    {
      onRequest: onlyFromThisMachine,
      schema: {
        tags: ['system'],
        querystring: z.object({ phone: z.string().max(20).optional() }),
        response: { 200: OutboxSchema },
      },
    },
    async (request) => {
      const raw = request.query.phone;
      const phone = raw ? normalizePhone(raw) : undefined;
      if (raw && !phone) throw new AppError('VALIDATION', 'Valid phone number is required');
      return { messages: sms.messages(phone ?? undefined) };
    },
  );
}
