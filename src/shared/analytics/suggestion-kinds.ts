// Apart from the zod schemas, so the analytics page can name the kinds without loading zod.

/** What a growth suggestion is about, most urgent first. */
export const SUGGESTION_KINDS = [
  'restock',
  'below_cost',
  'lapsed_customer',
  'tier_near_miss',
  'dead_stock',
  'best_weekday',
] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];
