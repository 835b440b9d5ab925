import type { VoiceLanguage } from '../languages';

/** Words per language, normalised; entries may be phrases ("maize meal"). */
export type Terms = Partial<Record<VoiceLanguage, string[]>>;

/**
 * A kind of everyday spaza goods. A shop's product is of this kind when a word of its name
 * is one of `match` (or one of the kind's terms) and none of `exclude`, or its category
 * name has one of `category`.
 */
export interface GoodsKind {
  id: string;
  match: string[];
  exclude?: string[];
  category?: string[];
  terms: Terms;
}

/** A word that narrows the goods ("white", "big", "bars of") without naming them. */
export interface Modifier {
  id: string;
  /** Words of product names it points to. */
  keywords: string[];
  /** Prefer the biggest or smallest pack among equals. */
  size?: 'large' | 'small';
  /** A container ("bottles", "packets"): the count said is a count of packs. */
  container?: boolean;
  terms: Terms;
}

/** A brand as people say it: the words of a product name it means, and the kind it stands for. */
export interface BrandNickname {
  say: string[];
  /** Runs of words in a product name ("coca", "white star"). */
  means: string[];
  kind?: string;
}

export const words = (text: string) => text.split(',').map((entry) => entry.trim());
