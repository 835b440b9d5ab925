import { Classifier } from './classify';
import { combineNumbers } from './combine';
import { MentionFinder } from './mentions';
import type { ShopIndex } from './product-index';
import { resolveMention } from './resolve';
import { tokenise } from './tokenise';

export interface ParsedOrder {
  items: { productId: string; quantity: number }[];
  /** Words that fit several products equally: the customer is asked which one. */
  ambiguous: { said: string; quantity: number; candidates: string[] }[];
  /** Goods said that the shop does not have (or words nobody knows). */
  unmatched: string[];
}

/**
 * Reads an order from what was said, against one shop's products: quantities as digits or
 * number words (1 when none is said), goods by the merchant's voice names, everyday words of
 * the nine languages, brand nicknames and the product names themselves, misheard words by
 * fuzzy match. Pack sizes and rand amounts are part of the goods, never a quantity; a
 * question about goods orders nothing.
 */
export function parseVoiceOrder(transcript: string, shop: ShopIndex): ParsedOrder {
  const { language } = shop;
  const items = combineNumbers(
    new Classifier(language, shop).classify(tokenise(transcript)),
    language,
  );
  const mentions = new MentionFinder(language, shop).find(items);
  const ordered = new Map<string, number>();
  const result: ParsedOrder = { items: [], ambiguous: [], unmatched: [] };
  for (const mention of mentions) {
    const said = mention.text.join(' ');
    if (mention.unknown) {
      result.unmatched.push(said);
      continue;
    }
    const { candidates, quantity, sure } = resolveMention(mention, shop);
    const ids = candidates.map((p) => shop.products[p]!.product.id);
    if (candidates.length === 0) result.unmatched.push(said);
    else if (mention.asked) continue;
    else if (sure) ordered.set(ids[0]!, (ordered.get(ids[0]!) ?? 0) + quantity);
    else result.ambiguous.push({ said, quantity, candidates: ids });
  }
  result.items = [...ordered].map(([productId, quantity]) => ({ productId, quantity }));
  result.unmatched = [...new Set(result.unmatched)];
  return result;
}
