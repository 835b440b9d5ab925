import type { Cents } from '../money/money';
import {
  lapsedCustomerSuggestions,
  weekdaySuggestion,
  type CustomerHabit,
} from './customer-suggestions';
import type { ProductSales } from './product-figures';
import { belowCostSuggestions } from './suggestion-below-cost';
import type { SuggestionDraft } from './suggestion-messages';
import {
  deadStockSuggestion,
  restockSuggestions,
  tierNearMissSuggestion,
} from './stock-suggestions';

export const MAX_SUGGESTIONS = 6;

export interface SuggestionInput {
  now: Date;
  products: readonly ProductSales[];
  /** Regular customers, most overdue first (the server sends a few). */
  customers: readonly CustomerHabit[];
  /** Takings of each of the 4 weeks' days before today. */
  weekdays: readonly { date: string; cents: Cents }[];
}

/**
 * Growth suggestions computed from the shop's own figures, most urgent first: each carries the
 * number that triggered it. A shop whose figures trigger nothing gets no advice.
 */
export function growthSuggestions(input: SuggestionInput): SuggestionDraft[] {
  return [
    ...restockSuggestions(input.products),
    ...belowCostSuggestions(input.products),
    ...lapsedCustomerSuggestions(input.customers, input.now),
    ...tierNearMissSuggestion(input.products),
    ...deadStockSuggestion(input.products),
    ...weekdaySuggestion(input.weekdays),
  ].slice(0, MAX_SUGGESTIONS);
}
