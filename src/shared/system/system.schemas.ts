import { z } from 'zod';

/** GET /api/health: up, and which database the server runs on. */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  /** The read replica: 'down' while lag-tolerant reads fall back to the primary. */
  replica: z.enum(['up', 'down', 'none']),
});
export type Health = z.infer<typeof HealthSchema>;

export const MAX_CLOCK_OFFSET_DAYS = 3650;

/** PUT /api/dev/clock (development only): how many whole days the server clock runs ahead. */
export const DevClockSchema = z.object({
  offsetDays: z
    .number({ error: `offsetDays must be a whole number from 0 to ${MAX_CLOCK_OFFSET_DAYS}` })
    .int()
    .min(0)
    .max(MAX_CLOCK_OFFSET_DAYS),
});
export const DevClockAnswerSchema = DevClockSchema.extend({
  now: z.iso.datetime({ offset: true }),
});
export type DevClockAnswer = z.infer<typeof DevClockAnswerSchema>;

/** GET /api/dev/sms-outbox (development only): the messages sent, to one phone when given. */
export const SmsOutboxQuerySchema = z.object({ phone: z.string().max(20).optional() });

export const SmsOutboxSchema = z.object({
  messages: z.array(
    z.object({
      phone: z.string(),
      code: z.string().nullable(),
      text: z.string(),
      sentAt: z.string(),
    }),
  ),
});
export type SmsOutbox = z.infer<typeof SmsOutboxSchema>;
