// Apart from the zod schemas, so the till and the customers screen show cards without zod.

/** docs/product.md "Records", "Constants": stamp cards (target 10 by default). */
export const LOYALTY_MESSAGES = {
  created: 'Stamp card created',
  createFailed: 'Failed to create stamp card',
  updated: 'Stamp card updated',
  updateFailed: 'Failed to update stamp card',
  redeemed: 'Reward redeemed',
  redeemFailed: 'Failed to redeem reward',
  oneActiveCard: 'This customer already has an active stamp card',
  rewardNotReady: 'This card has not collected enough stamps for its reward yet',
  cardInactive: 'This stamp card is no longer active',
  customerRequired: 'Choose a customer',
  rewardRequired: 'Describe the reward, for example "Free loaf of bread"',
  targetRange: 'A card needs between 2 and 50 stamps',
} as const;

export const LOYALTY_REFUSALS = {
  rewardNotReady: 'REWARD_NOT_READY',
  cardInactive: 'CARD_INACTIVE',
} as const;

/** The analytics_events type of a redeemed reward; its amount is the cashback. */
export const LOYALTY_REDEEMED_EVENT = 'loyalty_reward_redeemed';

export const DEFAULT_TARGET_STAMPS = 10;
export const MIN_TARGET_STAMPS = 2;
export const MAX_TARGET_STAMPS = 50;
