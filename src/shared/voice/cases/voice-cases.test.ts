import { describe, expect, it } from 'vitest';
import { VOICE_LANGUAGES, type VoiceLanguage } from '../languages';
import { parseVoiceOrder, type ParsedOrder } from '../parse-voice-order';
import { buildShopIndex } from '../product-index';
import { CASE_SHOP } from './case-shop';
import { VOICE_CASES, type VoiceCase } from './voice-cases';

const sorted = (list: string[]) => [...list].sort().join(' | ');

/** What the parser answered, in the case's own terms (product names). */
function answerOf(result: ParsedOrder) {
  return {
    items: Object.fromEntries(result.items.map((i) => [i.productId, i.quantity])),
    ask: result.ambiguous
      .map((a) => ({ from: sorted(a.candidates), quantity: a.quantity }))
      .sort((a, b) => a.from.localeCompare(b.from)),
    unmatched: result.unmatched.join(' '),
  };
}

/** Exact: the same items and quantities, the same questions, and the missing goods named. */
function isExact(answer: ReturnType<typeof answerOf>, expected: VoiceCase) {
  const ask = (expected.ask ?? [])
    .map((a) => ({ from: sorted(a.from), quantity: a.quantity }))
    .sort((a, b) => a.from.localeCompare(b.from));
  const sameItems =
    JSON.stringify(Object.entries(answer.items).sort()) ===
    JSON.stringify(Object.entries(expected.items).sort());
  const sameAsk = JSON.stringify(answer.ask) === JSON.stringify(ask);
  const named = (expected.missing ?? []).every((word) => answer.unmatched.includes(word));
  return sameItems && sameAsk && named;
}

describe('the voice case set', () => {
  const indexes = new Map(VOICE_LANGUAGES.map((l) => [l, buildShopIndex(CASE_SHOP, l)]));
  const outcomes = VOICE_CASES.map((c) => {
    const answer = answerOf(parseVoiceOrder(c.say, indexes.get(c.language)!));
    return { case: c, answer, exact: isExact(answer, c) };
  });

  it('has at least 120 cases over all nine languages', () => {
    expect(VOICE_CASES.length).toBeGreaterThanOrEqual(120);
    for (const language of VOICE_LANGUAGES) {
      expect(VOICE_CASES.filter((c) => c.language === language).length).toBeGreaterThanOrEqual(10);
    }
  });

  it('reads at least 95% exactly, and at least 85% in every language', () => {
    const rate = (list: typeof outcomes) => list.filter((o) => o.exact).length / list.length;
    const perLanguage = Object.fromEntries(
      VOICE_LANGUAGES.map((l) => [l, outcomes.filter((o) => o.case.language === l)]),
    ) as Record<VoiceLanguage, typeof outcomes>;
    const lines = VOICE_LANGUAGES.map((l) => {
      const list = perLanguage[l];
      return `${l.padEnd(4)} ${list.filter((o) => o.exact).length}/${list.length} ${(100 * rate(list)).toFixed(1)}%`;
    });
    const misses = outcomes
      .filter((o) => !o.exact)
      .map((o) => `  [${o.case.language}] "${o.case.say}"\n    got ${JSON.stringify(o.answer)}`);
    console.log(
      [
        `Voice case set: ${outcomes.filter((o) => o.exact).length}/${outcomes.length} exact (${(100 * rate(outcomes)).toFixed(1)}%)`,
        ...lines,
        ...(misses.length ? ['Not exact:', ...misses] : []),
      ].join('\n'),
    );
    expect(rate(outcomes)).toBeGreaterThanOrEqual(0.95);
    for (const language of VOICE_LANGUAGES) {
      expect(rate(perLanguage[language]), language).toBeGreaterThanOrEqual(0.85);
    }
  });
});
