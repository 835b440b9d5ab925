import { englishText } from '../i18n/phrase';
import type { SuggestionDraft } from './suggestion-messages';
import type { ProductSales } from './product-figures';

/** A product's sales for the pure rules' tests: nothing sold unless said otherwise. */
export function productSales(overrides: Partial<ProductSales> = {}): ProductSales {
  return {
    productId: overrides.productId ?? `p-${overrides.name ?? 'bread'}`,
    name: 'Bread',
    priceCents: 1000,
    costCents: null,
    stock: 50,
    active: true,
    listedAllWindow: true,
    unitsWeek: 0,
    unitsPreviousWeek: 0,
    units30: 0,
    centsWeek: 0,
    cents30: 0,
    nearTierLines: [0, 0, 0],
    ...overrides,
  };
}

/** Suggestions in English words, as the server sends them without a language. */
export const inEnglish = (drafts: SuggestionDraft[]) =>
  drafts.map((draft) => ({
    ...draft,
    title: englishText(draft.title),
    figure: englishText(draft.figure),
    action: englishText(draft.action),
  }));
