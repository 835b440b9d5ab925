import type { Mention } from './mention';
import { packMultiple, samePack } from './packs';
import { WEIGHT, type IndexedProduct, type ShopIndex } from './product-index';

export interface Resolution {
  /** Products that fit best, all equally well. */
  candidates: number[];
  quantity: number;
  /** One product fits and nothing said contradicts it. */
  sure: boolean;
}

const MAX_CANDIDATES = 6;
const EPSILON = 1e-6;

/** How well each product fits the words said: the best source per word, added up. */
function scores(mention: Mention, shop: ShopIndex): Map<number, number> {
  const total = new Map<number, number>();
  for (const word of mention.words) {
    const best = new Map(word.hits);
    for (const kind of word.kinds) {
      for (const p of shop.kindProducts.get(kind) ?? []) {
        best.set(p, Math.max(best.get(p) ?? 0, WEIGHT.name));
      }
    }
    for (const [p, weight] of best) total.set(p, (total.get(p) ?? 0) + weight);
  }
  for (const [p, score] of total) {
    const product = shop.products[p]!;
    const modded = mention.mods.some((m) => m.keywords.some((k) => product.words.has(k)));
    const packed = mention.packs.some((pack) => product.packs.some((have) => samePack(pack, have)));
    total.set(p, score + (modded ? WEIGHT.mod : 0) + (packed ? WEIGHT.pack : 0));
  }
  return total;
}

/** Among equals, "big" or "small" picks by pack size. */
function bySize(mention: Mention, candidates: number[], shop: ShopIndex): number[] {
  const size = mention.mods.find((m) => m.size)?.size;
  if (!size || candidates.length < 2) return candidates;
  const amount = (p: number) =>
    shop.products[p]!.packs.find((k) => k.kind !== 'money')?.amount ?? 0;
  const pick = size === 'large' ? Math.max : Math.min;
  const wanted = pick(...candidates.map(amount));
  return candidates.filter((p) => amount(p) === wanted);
}

/**
 * Among equals, a single and its pack ("Eggs" and "Eggs pack of 6"): a container word ("a pack
 * of eggs", "a case of Coke") picks the packs; goods said without one pick the singles.
 */
function byPacking(mention: Mention, candidates: number[], shop: ShopIndex): number[] {
  const isPack = (p: number) => Boolean(shop.products[p]!.product.packUnits);
  const packs = candidates.filter(isPack);
  if (packs.length === 0 || packs.length === candidates.length) return candidates;
  const packed = mention.mods.some((m) => m.container);
  return packed ? packs : candidates.filter((p) => !isPack(p));
}

/**
 * How many packs were asked for: a spoken count equal to the product's own count
 * ("amaqanda ayisithupha" of "Eggs (6)") is one pack, "two litres" of a 1L milk is two.
 */
function packsWanted(mention: Mention, product: IndexedProduct): number {
  const said = mention.quantity ?? 1;
  const counted = product.packs.find((p) => p.kind === 'count');
  const container = mention.mods.some((m) => m.container);
  if (counted && counted.amount > 1 && mention.quantity && !mention.weak && !container) {
    if (said % counted.amount === 0) return said / counted.amount;
  }
  for (const asked of mention.packs) {
    if (product.packs.some((have) => samePack(asked, have))) return said;
    for (const have of product.packs) {
      const times = packMultiple(asked, have);
      if (times) return said * times;
    }
  }
  return said;
}

/** The products a mention points to, best first, and how many are wanted. */
export function resolveMention(mention: Mention, shop: ShopIndex): Resolution {
  const total = scores(mention, shop);
  const best = Math.max(0, ...total.values());
  if (best === 0) return { candidates: [], quantity: mention.quantity ?? 1, sure: false };
  let candidates = [...total.entries()]
    .filter(([, score]) => best - score < EPSILON)
    .map(([p]) => p);
  candidates = byPacking(mention, bySize(mention, candidates, shop), shop).slice(0, MAX_CANDIDATES);
  const quantity =
    candidates.length === 1
      ? packsWanted(mention, shop.products[candidates[0]!]!)
      : (mention.quantity ?? 1);
  // "airtime R50" when only R10 and R29 are sold: ask, even if one product is left.
  const moneyMissed = mention.packs.some(
    (asked) =>
      asked.kind === 'money' &&
      candidates.every((p) => !shop.products[p]!.packs.some((have) => samePack(asked, have))),
  );
  return { candidates, quantity, sure: candidates.length === 1 && !moneyMissed };
}
