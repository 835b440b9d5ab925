import Fuse from 'fuse.js';
import { LANGUAGE_FAMILY, type VoiceLanguage } from './languages';
import { BRAND_NICKNAMES } from './lexicon/brands';
import { normaliseText, wordsOf } from './normalise';
import type { Pack } from './packs';
import { tokenise } from './tokenise';
import type { GoodsKind } from './lexicon/lexicon-types';
import { GOODS_KINDS, VOCABULARY } from './vocabulary';
import { singular } from './word-forms';

/** What the parser needs of a shop's product. */
export interface VoiceProduct {
  id: string;
  name: string;
  category?: string | null;
  /** The merchant's own names for it ("isinkwa esimhlophe"). */
  voiceNames?: readonly string[];
  /** A pack sold from another product's stock: its units ("a pack of six eggs"); null if not. */
  packUnits?: number | null;
}

export interface IndexedProduct {
  product: VoiceProduct;
  /** " coca cola 2l " style: normalised words with a space either side, for phrase tests. */
  nameText: string;
  words: Set<string>;
  packs: Pack[];
  kinds: Set<string>;
}

/** word or phrase -> product position -> weight */
export type Hits = Map<string, Map<number, number>>;

export const WEIGHT = { voicePhrase: 10, voiceWord: 6, name: 3, brandKind: 2, mod: 1, pack: 2 };

export interface ShopIndex {
  language: VoiceLanguage;
  products: IndexedProduct[];
  voice: Hits;
  names: Hits;
  kindProducts: Map<string, number[]>;
  /** Closest known word to a misheard one, within a small edit. */
  fuzzy(word: string): string | null;
}

const BRANDS = BRAND_NICKNAMES.map((brand) => ({
  ...brand,
  say: brand.say.map(normaliseText),
  means: brand.means.map(normaliseText),
}));

const NAME_STOPWORDS = new Set(['in', 'of', 'and', 'the', 'with', 'for', 'a', 'an']);

/** Words that make a product of a kind (its English matches and longer spoken terms), and category words. */
const KINDS_BY_NAME_WORD = new Map<string, GoodsKind[]>();
const KINDS_BY_CATEGORY_WORD = new Map<string, GoodsKind[]>();
for (const kind of GOODS_KINDS) {
  const names = [
    ...kind.match,
    ...Object.values(kind.terms)
      .flat()
      .filter((t) => t.length > 3),
  ];
  for (const name of new Set(names))
    KINDS_BY_NAME_WORD.set(name, [...(KINDS_BY_NAME_WORD.get(name) ?? []), kind]);
  for (const word of kind.category ?? []) {
    KINDS_BY_CATEGORY_WORD.set(word, [...(KINDS_BY_CATEGORY_WORD.get(word) ?? []), kind]);
  }
}

function kindsOf(words: Set<string>, categoryWords: readonly string[]): Set<string> {
  const kinds = new Set<string>();
  const consider = (list: GoodsKind[] | undefined) => {
    for (const kind of list ?? []) {
      if (!kind.exclude?.some((x) => words.has(x))) kinds.add(kind.id);
    }
  };
  for (const word of words) consider(KINDS_BY_NAME_WORD.get(word));
  for (const word of categoryWords) consider(KINDS_BY_CATEGORY_WORD.get(word));
  return kinds;
}

function addHit(hits: Hits, key: string, position: number, weight: number) {
  const entry = hits.get(key) ?? new Map<number, number>();
  entry.set(position, Math.max(entry.get(position) ?? 0, weight));
  hits.set(key, entry);
}

function indexProduct(product: VoiceProduct): IndexedProduct {
  const tokens = tokenise(product.name);
  const packs = tokens.flatMap((t) => (t.type === 'pack' ? [t.pack] : []));
  // A pack holds its units whether or not its name says how many.
  if (product.packUnits && !packs.some((k) => k.kind === 'count')) {
    packs.push({ kind: 'count', amount: product.packUnits });
  }
  const nameWords = tokens.flatMap((t) =>
    t.type === 'word' ? [t.text] : t.type === 'and' ? ['and'] : [],
  );
  const words = new Set(
    nameWords
      .filter((w) => w.length > 1 && !NAME_STOPWORDS.has(w))
      .flatMap((w) => [w, ...singular(w)]),
  );
  return {
    product,
    nameText: ` ${nameWords.join(' ')} `,
    words,
    packs,
    kinds: kindsOf(words, wordsOf(product.category ?? '')),
  };
}

/** Words shorter than this are never matched fuzzily (too many near neighbours). */
export const FUZZY_MIN_LENGTH = 4;
/** At most this many distinct misheard words are looked up fuzzily per transcript. */
export const MAX_FUZZY_LOOKUPS = 8;

/** A misheard word's nearest term is at most this many letters longer or shorter. */
const FUZZY_LENGTH_SLACK = 2;

/**
 * The nearest known term to a misheard word. Only terms within FUZZY_LENGTH_SLACK letters of
 * its length can match, so each length searches its own small set (made at its first use).
 */
function fuzzyMatcher(terms: Set<string>) {
  const words = [...terms].filter((t) => t.length >= FUZZY_MIN_LENGTH && !t.includes(' '));
  const byLength = new Map<number, Fuse<string>>();
  const fuseFor = (length: number) => {
    let fuse = byLength.get(length);
    if (!fuse) {
      const near = words.filter((w) => Math.abs(w.length - length) <= FUZZY_LENGTH_SLACK);
      fuse = new Fuse(near, { includeScore: true, threshold: 0.3, location: 0, distance: 10 });
      byLength.set(length, fuse);
    }
    return fuse;
  };
  return (word: string) => {
    if (word.length < FUZZY_MIN_LENGTH) return null;
    return fuseFor(word.length).search(word, { limit: 1 })[0]?.item ?? null;
  };
}

/** The shop's products as the parser looks them up; built per request in well under a millisecond per product. */
export function buildShopIndex(list: readonly VoiceProduct[], language: VoiceLanguage): ShopIndex {
  const products = list.map(indexProduct);
  const voice: Hits = new Map();
  const names: Hits = new Map();
  const kindProducts = new Map<string, number[]>();
  products.forEach((p, position) => {
    for (const word of p.words) addHit(names, word, position, WEIGHT.name);
    const plain = p.nameText.trim().split(' ');
    for (let n = 2; n <= 3; n += 1) {
      for (let i = 0; i + n <= plain.length; i += 1) {
        addHit(names, plain.slice(i, i + n).join(' '), position, WEIGHT.name * n);
      }
    }
    for (const kind of p.kinds) {
      const list = kindProducts.get(kind) ?? [];
      list.push(position);
      kindProducts.set(kind, list);
    }
    for (const voiceName of p.product.voiceNames ?? []) {
      const spoken = wordsOf(voiceName);
      if (spoken.length === 1) {
        for (const form of [spoken[0]!, ...singular(spoken[0]!)]) {
          addHit(voice, form, position, WEIGHT.voiceWord);
        }
      } else if (spoken.length > 1) addHit(voice, spoken.join(' '), position, WEIGHT.voicePhrase);
    }
  });
  for (const brand of BRANDS) {
    // Product names hold their words and runs of two or three words: "coca", "white star".
    const branded = new Set(brand.means.flatMap((m) => [...(names.get(m)?.keys() ?? [])]));
    const standIns = brand.kind ? (kindProducts.get(brand.kind) ?? []) : [];
    for (const say of brand.say) {
      for (const i of standIns) addHit(names, say, i, WEIGHT.brandKind);
      for (const i of branded) addHit(names, say, i, WEIGHT.name * say.split(' ').length);
    }
  }
  const known = new Set([...voice.keys(), ...names.keys()]);
  for (const tier of new Set<VoiceLanguage>([language, ...LANGUAGE_FAMILY[language], 'en'])) {
    for (const term of VOCABULARY[tier].goods.keys()) known.add(term);
  }
  return { language, products, voice, names, kindProducts, fuzzy: fuzzyMatcher(known) };
}
