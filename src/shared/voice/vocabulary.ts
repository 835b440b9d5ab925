import { VOICE_LANGUAGES, type VoiceLanguage } from './languages';
import { FUNCTION_WORDS, type FunctionWords } from './function-words';
import { FOOD } from './lexicon/goods-food';
import { HOUSEHOLD } from './lexicon/goods-household';
import { OTHER } from './lexicon/goods-other';
import { PANTRY } from './lexicon/goods-pantry';
import type { GoodsKind, Modifier, Terms } from './lexicon/lexicon-types';
import { MODIFIERS } from './lexicon/modifiers';
import { normaliseText } from './normalise';

export const GOODS_KINDS: GoodsKind[] = [...FOOD, ...PANTRY, ...HOUSEHOLD, ...OTHER];

type FunctionRole = keyof FunctionWords;
export interface GoodsMeaning {
  kinds: string[];
  mods: Modifier[];
}

/** One language's words: function words (exact) and goods words, each a word or a phrase. */
interface LanguageVocabulary {
  functions: Map<string, FunctionRole>;
  goods: Map<string, GoodsMeaning>;
}

/** Extra number phrases that are not a number word followed by another. */
export const NUMBER_PHRASES = new Map([
  ['half a dozen', 6],
  ['half dozen', 6],
  ['n halwe dosyn', 6],
]);

const key = (text: string) => normaliseText(text).trim().replace(/\s+/g, ' ');

function addGoods(
  goods: Map<string, GoodsMeaning>,
  terms: Terms,
  language: VoiceLanguage,
  meaning: Partial<GoodsMeaning>,
) {
  for (const term of terms[language] ?? []) {
    const entry = goods.get(key(term)) ?? { kinds: [], mods: [] };
    entry.kinds.push(...(meaning.kinds ?? []));
    entry.mods.push(...(meaning.mods ?? []));
    goods.set(key(term), entry);
  }
}

function build(language: VoiceLanguage): LanguageVocabulary {
  const functions = new Map<string, FunctionRole>();
  for (const [role, list] of Object.entries(FUNCTION_WORDS[language])) {
    for (const entry of list) functions.set(key(entry), role as FunctionRole);
  }
  const goods = new Map<string, GoodsMeaning>();
  for (const kind of GOODS_KINDS) addGoods(goods, kind.terms, language, { kinds: [kind.id] });
  for (const mod of MODIFIERS) addGoods(goods, mod.terms, language, { mods: [mod] });
  return { functions, goods };
}

export const VOCABULARY = Object.fromEntries(
  VOICE_LANGUAGES.map((language) => [language, build(language)]),
) as Record<VoiceLanguage, LanguageVocabulary>;

/** The longest phrase of any vocabulary, in words. */
export const MAX_PHRASE_WORDS = 4;
