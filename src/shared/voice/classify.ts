import type { VoiceLanguage } from './languages';
import { VOICE_LANGUAGES } from './languages';
import type { Modifier } from './lexicon/lexicon-types';
import { NUMBER_WORDS } from './number-words';
import { languageTiers, readNumberIn } from './numbers';
import type { Pack } from './packs';
import { UNIT_WORDS } from './packs';
import { FUZZY_MIN_LENGTH, MAX_FUZZY_LOOKUPS, type Hits, type ShopIndex } from './product-index';
import type { Token } from './tokenise';
import { MAX_PHRASE_WORDS, NUMBER_PHRASES, VOCABULARY, type GoodsMeaning } from './vocabulary';
import { wordForms, type WordForm } from './word-forms';

export interface GoodsItem {
  type: 'goods';
  text: string;
  kinds: string[];
  mods: Modifier[];
  hits: Map<number, number>;
  /** Came with the joining "and" (ne-sinkwa): starts a new item. */
  joined: boolean;
}
export interface NumberItem {
  type: 'number';
  value: number;
  weak: boolean;
  joined: boolean;
  tens: boolean;
}
export type Item =
  | GoodsItem
  | NumberItem
  | { type: 'pack'; pack: Pack; text: string }
  | { type: 'unit'; unit: string; text: string }
  /** stop: punctuation (soft: a comma); otherwise a joining word. */
  | { type: 'break'; stop: boolean; soft: boolean; question: boolean }
  | { type: 'order' }
  | { type: 'question' }
  | { type: 'skip' }
  | { type: 'unknown'; text: string };

const ENGLISH_NUMBERS = NUMBER_WORDS.en.words;
const spokenNumber = (value: number) => ENGLISH_NUMBERS[value]?.[0] ?? String(value);

const goods = (
  text: string,
  meaning: Partial<GoodsMeaning>,
  hits?: Map<number, number>,
  joined = false,
): GoodsItem => ({
  type: 'goods',
  text,
  kinds: meaning.kinds ?? [],
  mods: meaning.mods ?? [],
  hits: hits ?? new Map(),
  joined,
});

function functionItem(role: string): Item {
  if (role === 'order') return { type: 'order' };
  if (role === 'question') return { type: 'question' };
  if (role === 'and') return { type: 'break', stop: false, soft: false, question: false };
  return { type: 'skip' };
}

export class Classifier {
  private readonly near: VoiceLanguage[];
  private readonly far: VoiceLanguage[];
  private readonly forms = new Map<string, WordForm[]>();
  /** Misheard words already looked up in this transcript, and how many more may be. */
  private readonly guesses = new Map<string, string | null>();
  private guessesLeft = MAX_FUZZY_LOOKUPS;

  constructor(
    private readonly language: VoiceLanguage,
    private readonly shop: ShopIndex,
  ) {
    this.near = languageTiers(language);
    this.far = VOICE_LANGUAGES.filter((l) => !this.near.includes(l));
  }

  /** Words, numbers, packs and breaks -> what each stands for, phrases first. */
  classify(tokens: readonly Token[]): Item[] {
    const items: Item[] = [];
    for (let i = 0; i < tokens.length;) {
      const token = tokens[i]!;
      const phrase = this.phraseAt(tokens, i);
      if (phrase) {
        items.push(phrase.item);
        i += phrase.length;
        continue;
      }
      if (token.type === 'word') items.push(this.word(token.text));
      else if (token.type === 'number')
        items.push({ type: 'number', value: token.value, weak: false, joined: false, tens: false });
      else if (token.type === 'pack') items.push(token);
      else if (token.type === 'break')
        items.push({ type: 'break', stop: true, soft: token.soft, question: token.question });
      else items.push({ type: 'break', stop: false, soft: false, question: false });
      i += 1;
    }
    return items;
  }

  private phraseAt(tokens: readonly Token[], start: number) {
    const said: string[] = [];
    for (let i = start; i < tokens.length && said.length < MAX_PHRASE_WORDS; i += 1) {
      const token = tokens[i]!;
      if (token.type === 'word') said.push(token.text);
      else if (token.type === 'number') said.push(spokenNumber(token.value));
      else break;
    }
    for (let length = said.length; length >= 2; length -= 1) {
      const item = this.phrase(said.slice(0, length).join(' '));
      if (item) return { item, length };
    }
    return null;
  }

  private phrase(key: string): Item | null {
    const number = NUMBER_PHRASES.get(key);
    if (number) return { type: 'number', value: number, weak: false, joined: false, tens: false };
    for (const tier of this.near) {
      const role = VOCABULARY[tier].functions.get(key);
      if (role) return functionItem(role);
    }
    const voiced = this.shop.voice.get(key);
    if (voiced) return goods(key, {}, voiced);
    return (
      this.goodsIn(this.near, key) ??
      this.hitsIn(this.shop.names, key) ??
      this.goodsIn(this.far, key)
    );
  }

  private word(text: string): Item {
    for (const tier of this.near) {
      const number = readNumberIn(text, tier);
      if (number) return { type: 'number', ...number };
      const role = VOCABULARY[tier].functions.get(text);
      if (role) return functionItem(role);
    }
    const found = this.goodsWord(text);
    if (found) return found;
    for (const { form } of this.formsOf(text)) {
      if (UNIT_WORDS.has(form)) return { type: 'unit', unit: form, text };
    }
    const guess = this.guess(text);
    const fuzzy = guess ? this.goodsWord(guess) : null;
    return fuzzy ? { ...fuzzy, text } : { type: 'unknown', text };
  }

  /**
   * The known term a misheard word is nearest to. A fuzzy lookup is the parser's one costly
   * step, so a transcript gets at most MAX_FUZZY_LOOKUPS of them (a repeated word is looked
   * up once): a long run of near-words costs a bounded time, and the words past the budget
   * are left unknown, as words nobody knows are.
   */
  private guess(text: string): string | null {
    const known = this.guesses.get(text);
    if (known !== undefined) return known;
    if (text.length < FUZZY_MIN_LENGTH || this.guessesLeft === 0) return null;
    this.guessesLeft -= 1;
    const guess = this.shop.fuzzy(text);
    this.guesses.set(text, guess);
    return guess;
  }

  /** A phrase is looked up as it is; a word also without its prefixes and plural. */
  private formsOf(text: string): WordForm[] {
    let found = this.forms.get(text);
    if (!found) {
      found = text.includes(' ') ? [{ form: text, joined: false }] : wordForms(text);
      this.forms.set(text, found);
    }
    return found;
  }

  private goodsWord(text: string): GoodsItem | null {
    for (const { form, joined } of this.formsOf(text)) {
      const voiced = this.shop.voice.get(form);
      if (voiced) return goods(text, {}, voiced, joined);
    }
    const found =
      this.goodsIn(this.near, text) ??
      this.hitsIn(this.shop.names, text) ??
      this.goodsIn(this.far, text);
    return found;
  }

  private goodsIn(tiers: readonly VoiceLanguage[], text: string): GoodsItem | null {
    for (const tier of tiers) {
      for (const { form, joined } of this.formsOf(text)) {
        const meaning = VOCABULARY[tier].goods.get(form);
        if (meaning) return goods(text, meaning, undefined, joined);
      }
    }
    return null;
  }

  private hitsIn(hits: Hits, text: string): GoodsItem | null {
    for (const { form, joined } of this.formsOf(text)) {
      const found = hits.get(form);
      if (found) return goods(text, {}, found, joined);
    }
    return null;
  }
}
