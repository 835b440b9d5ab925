/**
 * The credit profile of a shop, from its own record. The formula:
 *
 * - Limit. A shop starts at the spec's default, R2 500. Once it has rung up till sales in at
 *   least 4 of the last 12 complete weeks, its limit is half its steady weekly takings, rounded
 *   down to R100, never below the default and never above R10 000. Steady weekly takings are the
 *   lower of the average and the median of the weeks it traded: one bumper week lifts the
 *   average but not the median, so the lower of the two is what the shop can count on.
 * - Score. 85 to start; +3 for every loan repaid by its due date (at most +15), -10 for every
 *   loan repaid late, -25 for every loan overdue now; kept between 0 and 100.
 * - An overdue loan also blocks new loans until it is repaid (see application-rules.ts).
 *
 * A shop that has not traded yet keeps the defaults: nothing here lowers the limit.
 */
export const PROFILE_RULES = {
  defaultLimitCents: 250_000,
  maxLimitCents: 1_000_000,
  limitRoundingCents: 10_000,
  /** The limit as a share of steady weekly takings, in percent. */
  limitSharePercent: 50,
  minTradingWeeks: 4,
  lookbackWeeks: 12,
  defaultScore: 85,
  onTimePoints: 3,
  maxOnTimePoints: 15,
  latePoints: -10,
  overduePoints: -25,
} as const;
