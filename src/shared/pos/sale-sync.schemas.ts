import { z } from 'zod';
import { IDEMPOTENCY_KEY_PATTERN } from '../common/fields';
import { CreatePosSaleSchema, PosSaleSchema } from './pos.schemas';

/** The most sales one sync call carries (docs/decisions/0029-batch-sync.md). */
export const MAX_SYNC_SALES = 50;
const SIZE_MESSAGE = 'Send 1 to 50 sales at a time';

/** A queued sale's id: the Idempotency-Key's characters (1-200 visible ASCII). */
const KeySchema = z
  .string({ error: 'Not a valid id' })
  .regex(IDEMPOTENCY_KEY_PATTERN, 'Not a valid id');

/** One waiting sale: its key (the queued sale's id, as its Idempotency-Key on POST /api/pos-sales). */
export const SyncSaleSchema = z.object({ key: KeySchema, sale: CreatePosSaleSchema });

/** POST /api/pos-sales/sync: a phone's waiting sales, oldest first. */
export const SyncSalesSchema = z.object({
  sales: z
    .array(SyncSaleSchema, { error: SIZE_MESSAGE })
    .min(1, SIZE_MESSAGE)
    .max(MAX_SYNC_SALES, SIZE_MESSAGE),
});
export type SyncSales = z.input<typeof SyncSalesSchema>;
export type SyncSalesParsed = z.output<typeof SyncSalesSchema>;

/** Why one sale was not recorded: the error shape's code and message, and the status a single send would have had. */
export const SyncRefusalSchema = z.object({
  code: z.string(),
  message: z.string(),
  status: z.number().int(),
  details: z.unknown().optional(),
});
export type SyncRefusal = z.infer<typeof SyncRefusalSchema>;

export const SyncSaleResultSchema = z.discriminatedUnion('outcome', [
  z.object({ key: z.string(), outcome: z.literal('recorded'), sale: PosSaleSchema }),
  /** The key was sent before: the first answer, nothing recorded again. */
  z.object({ key: z.string(), outcome: z.literal('already_recorded'), sale: PosSaleSchema }),
  z.object({ key: z.string(), outcome: z.literal('refused'), error: SyncRefusalSchema }),
]);
export type SyncSaleResult = z.infer<typeof SyncSaleResultSchema>;

/**
 * One result per sale, in the order sent. A refusal with a status of 500 or more (the server or
 * database failing, not the sale) is the last result: the sales after it are not tried and stay
 * waiting, so a phone's sales land in the order they were rung up.
 */
export const SyncSalesResponseSchema = z.object({ results: z.array(SyncSaleResultSchema) });
export type SyncSalesResponse = z.infer<typeof SyncSalesResponseSchema>;
