import { z } from 'zod';

/** The id in a record's path (/api/things/:id): a malformed one is refused (400) as not found. */
export const IdParamsSchema = z.object({ id: z.uuid({ error: 'Not found' }) });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** Optional free text: trimmed, empty becomes null, bounded. */
export const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** Required free text: trimmed, at least one character, bounded. */
export const requiredText = (message: string, max = 120) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

export const RecordStatusSchema = z.enum(['active', 'inactive'], {
  error: 'Status must be active or inactive',
});
export type RecordStatus = z.infer<typeof RecordStatusSchema>;

/** 1-200 visible ASCII characters: what an Idempotency-Key header may hold. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
export const IDEMPOTENCY_KEY_MESSAGE = 'Idempotency-Key must be 1-200 visible ASCII characters';

/**
 * The headers of a write that is safe to retry: the same Idempotency-Key with the same body
 * answers the first result (kept 7 days), with another body 409. Other headers pass as sent.
 */
export const IdempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string({ error: IDEMPOTENCY_KEY_MESSAGE })
    .regex(IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_MESSAGE)
    .optional()
    .meta({
      description:
        'Makes the write safe to retry: the same key with the same body answers the first result (kept 7 days); with another body, 409',
    }),
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar date "YYYY-MM-DD" that exists (no 2026-02-30). */
export const calendarDaySchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(10, message)
    .refine((value) => DAY.test(value) && isRealDay(value), message)
    .meta({ description: 'A calendar date, YYYY-MM-DD' });
