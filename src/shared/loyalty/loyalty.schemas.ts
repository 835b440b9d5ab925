import { z } from 'zod';
import { DecimalStringSchema, moneySchema } from '../money/money-schema';
import { pageOf, pageQueryFields } from '../paging/paging';
import {
  DEFAULT_TARGET_STAMPS,
  LOYALTY_MESSAGES,
  MAX_TARGET_STAMPS,
  MIN_TARGET_STAMPS,
} from './loyalty-rules';

const targetStamps = z
  .number({ error: LOYALTY_MESSAGES.targetRange })
  .int(LOYALTY_MESSAGES.targetRange)
  .min(MIN_TARGET_STAMPS, LOYALTY_MESSAGES.targetRange)
  .max(MAX_TARGET_STAMPS, LOYALTY_MESSAGES.targetRange);

const rewardDescription = z
  .string({ error: LOYALTY_MESSAGES.rewardRequired })
  .trim()
  .min(1, LOYALTY_MESSAGES.rewardRequired)
  .max(120, 'At most 120 characters');

/** POST /api/loyalty-cards. rewardValue (rand) is what a redeemed reward counts as cashback. */
export const CreateLoyaltyCardSchema = z.object({
  customerId: z.uuid({ error: LOYALTY_MESSAGES.customerRequired }),
  cardType: z.literal('stamps', { error: 'cardType must be stamps' }).default('stamps'),
  targetStamps: targetStamps.default(DEFAULT_TARGET_STAMPS),
  rewardDescription,
  rewardValue: moneySchema().default(0),
});
export type CreateLoyaltyCard = z.input<typeof CreateLoyaltyCardSchema>;
export type CreateLoyaltyCardParsed = z.output<typeof CreateLoyaltyCardSchema>;

/** PUT /api/loyalty-cards/{id}: deactivate (isActive false), or change the reward or target. */
export const UpdateLoyaltyCardSchema = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
  targetStamps: targetStamps.optional(),
  rewardDescription: rewardDescription.optional(),
  rewardValue: moneySchema().optional(),
});
export type UpdateLoyaltyCard = z.input<typeof UpdateLoyaltyCardSchema>;
export type UpdateLoyaltyCardParsed = z.output<typeof UpdateLoyaltyCardSchema>;

export const LoyaltyCardSchema = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  customerName: z.string(),
  cardType: z.literal('stamps'),
  currentStamps: z.number().int(),
  targetStamps: z.number().int(),
  rewardDescription: z.string().nullable(),
  rewardValue: DecimalStringSchema,
  isActive: z.boolean(),
  /** Enough stamps for the reward: the till offers to redeem it. */
  rewardReady: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type LoyaltyCard = z.infer<typeof LoyaltyCardSchema>;

/** GET /api/loyalty-cards: newest first; narrowed to one customer and/or active cards. */
export const LoyaltyCardListQuerySchema = z.object({
  customerId: z.uuid({ error: 'Not a valid id' }).optional(),
  status: z.enum(['active', 'all']).default('all'),
  ...pageQueryFields(),
});
export type LoyaltyCardListQuery = z.input<typeof LoyaltyCardListQuerySchema>;
export type LoyaltyCardListQueryParsed = z.output<typeof LoyaltyCardListQuerySchema>;

export const LoyaltyCardListResponseSchema = pageOf(LoyaltyCardSchema);
export type LoyaltyCardListResponse = z.infer<typeof LoyaltyCardListResponseSchema>;

/** POST /api/loyalty-cards/{id}/redeem: the card after its reward was handed over. */
export const RedemptionSchema = z.object({
  card: LoyaltyCardSchema,
  rewardDescription: z.string().nullable(),
  rewardValue: DecimalStringSchema,
  redeemedAt: z.iso.datetime({ offset: true }),
});
export type Redemption = z.infer<typeof RedemptionSchema>;

/**
 * GET /api/analytics/loyalty (docs/product.md "Records"): active cards, the rand value of rewards
 * redeemed (cashback) and the stamps customers have collected (net of stamps taken back).
 */
export const LoyaltySummarySchema = z.object({
  activeCards: z.number().int(),
  totalCashback: DecimalStringSchema,
  totalStamps: z.number().int(),
  rewardsRedeemed: z.number().int(),
});
export type LoyaltySummary = z.infer<typeof LoyaltySummarySchema>;
