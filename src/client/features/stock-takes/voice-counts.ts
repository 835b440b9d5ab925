import { VOICE_LANGUAGES, type VoiceLanguage } from '@shared/voice/languages';
import { parseVoiceOrder } from '@shared/voice/parse-voice-order';
import { buildShopIndex } from '@shared/voice/product-index';
import type { StockTakeLine } from '@shared/stock-takes/stock-takes.schemas';

/** What a spoken count will add: sure products, and words that fit several (pick one). */
export interface HeardCounts {
  said: string;
  add: { productId: string; name: string; quantity: number }[];
  choices: { said: string; quantity: number; candidates: { productId: string; name: string }[] }[];
  unmatched: string[];
}

/**
 * Reads a spoken count ("amaqanda angamashumi amabili", "twintig brode") with the order parser,
 * against the products of this count only. Pack sizes and rand amounts are never counts.
 */
export function readCounts(
  said: string,
  lines: readonly StockTakeLine[],
  language: VoiceLanguage,
): HeardCounts {
  const names = new Map(lines.map((line) => [line.productId, line.name]));
  const index = buildShopIndex(
    lines.map((line) => ({ id: line.productId, name: line.name })),
    language,
  );
  const parsed = parseVoiceOrder(said, index);
  const named = (productId: string) => ({ productId, name: names.get(productId) ?? '' });
  return {
    said,
    add: parsed.items.map((item) => ({ ...named(item.productId), quantity: item.quantity })),
    choices: parsed.ambiguous.map((choice) => ({
      said: choice.said,
      quantity: choice.quantity,
      candidates: choice.candidates.map(named),
    })),
    unmatched: parsed.unmatched,
  };
}

/** Picks a candidate of a choice: it joins what will be added. */
export function pickChoice(heard: HeardCounts, index: number, productId: string): HeardCounts {
  const choice = heard.choices[index];
  const picked = choice?.candidates.find((c) => c.productId === productId);
  if (!choice || !picked) return heard;
  return {
    ...heard,
    add: [...heard.add, { ...picked, quantity: choice.quantity }],
    choices: heard.choices.filter((_, i) => i !== index),
  };
}

/** The shop's language when it is a voice language, else isiZulu. */
export const voiceLanguageOf = (language: string): VoiceLanguage =>
  (VOICE_LANGUAGES as readonly string[]).includes(language) ? (language as VoiceLanguage) : 'zu';
