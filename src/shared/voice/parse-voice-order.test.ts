import { describe, expect, it } from 'vitest';
import type { VoiceLanguage } from './languages';
import { parseVoiceOrder } from './parse-voice-order';
import { buildShopIndex, type VoiceProduct } from './product-index';

const shop: VoiceProduct[] = [
  { id: 'iwisa5', name: 'Iwisa Maize Meal 5kg' },
  { id: 'iwisa25', name: 'Iwisa Maize Meal 2.5kg' },
  { id: 'coke2', name: 'Coca-Cola 2L' },
  { id: 'coke500', name: 'Coca-Cola 500ml' },
  { id: 'oil', name: 'Sunfoil Cooking Oil 750ml' },
  { id: 'milk', name: 'Full Cream Milk 1L' },
  { id: 'eggs', name: 'Eggs (6)' },
  { id: 'voda10', name: 'Vodacom Airtime R10' },
  { id: 'soap', name: 'Sunlight Soap 500g' },
  { id: 'bread', name: 'Albany White Bread 700g', voiceNames: ['isinkwa sika Albany'] },
  { id: 'kota', name: 'Kota Quarter', voiceNames: ['ikota'] },
];

const parse = (said: string, language: VoiceLanguage = 'en', products = shop) =>
  parseVoiceOrder(said, buildShopIndex(products, language));
const items = (said: string, language?: VoiceLanguage) =>
  Object.fromEntries(parse(said, language).items.map((i) => [i.productId, i.quantity]));

describe('quantities', () => {
  it('reads digits and number words, and says 1 when no number is said', () => {
    expect(items('3 Iwisa 5kg and milk')).toEqual({ iwisa5: 3, milk: 1 });
    expect(items('ngicela ubisi obuthathu', 'zu')).toEqual({ milk: 3 });
    expect(items('ke kopa lebese le lesome le metso e mmedi', 'st')).toEqual({ milk: 10 });
    expect(items('ngicela ubisi olungamashumi amabili', 'zu')).toEqual({ milk: 1 });
    expect(items('ngicela ubisi amashumi amabili', 'zu')).toEqual({ milk: 20 });
    expect(items('twenty two milk')).toEqual({ milk: 22 });
    expect(items('twee-en-twintig melk', 'af')).toEqual({ milk: 22 });
    expect(items('ndzi kombela masi khume na mbirhi', 'ts')).toEqual({ milk: 12 });
  });

  it('never takes a pack size or a rand amount for a quantity', () => {
    expect(items('5kg Iwisa')).toEqual({ iwisa5: 1 });
    expect(items('Iwisa 2.5 kg')).toEqual({ iwisa25: 1 });
    expect(items('a 750ml Sunfoil')).toEqual({ oil: 1 });
    expect(items('two litre Coke')).toEqual({ coke2: 1 });
    expect(items('airtime R10')).toEqual({ voda10: 1 });
    expect(items('ten rand airtime')).toEqual({ voda10: 1 });
    expect(items('ngicela airtime yamarandi ayishumi', 'zu')).toEqual({ voda10: 1 });
  });

  it('reads a count that is the pack itself as one pack, unless packs were counted', () => {
    expect(items('six eggs')).toEqual({ eggs: 1 });
    expect(items('a dozen eggs')).toEqual({ eggs: 2 });
    expect(items('six trays of eggs')).toEqual({ eggs: 6 });
  });

  it('turns a volume asked for into packs of the size sold', () => {
    expect(items('twee liter melk', 'af')).toEqual({ milk: 2 });
    expect(items('two litres of milk')).toEqual({ milk: 2 });
  });

  it('ignores numbers too big to be a count', () => {
    expect(items('5000 milk')).toEqual({ milk: 1 });
  });
});

describe('goods', () => {
  it('ignores politeness and filler in every language', () => {
    for (const [said, language] of [
      ['Please give me milk, thank you', 'en'],
      ['Asseblief, gee my melk, dankie', 'af'],
      ['Sawubona, ngicela ubisi, ngiyabonga', 'zu'],
      ['Ke kopa lebese hle, ke a leboha', 'st'],
      ['Ndzi kombela masi, ndza khensa', 'ts'],
    ] as const) {
      expect(parse(said, language)).toEqual({
        items: [{ productId: 'milk', quantity: 1 }],
        ambiguous: [],
        unmatched: [],
      });
    }
  });

  it('matches brand nicknames, class prefixes and misheard names', () => {
    expect(items('ngicela iiCoke ezimbili ezinkulu', 'xh')).toEqual({ coke2: 2 });
    expect(items('two sunlite soap')).toEqual({ soap: 2 });
    expect(items('ngicela i-Iwiza ye-5kg', 'zu')).toEqual({ iwisa5: 1 });
  });

  it("matches the merchant's own voice names before the everyday words", () => {
    expect(items('ngicela isinkwa sika Albany', 'zu')).toEqual({ bread: 1 });
    expect(items('ngicela amakota amabili', 'zu')).toEqual({ kota: 2 });
  });

  it('asks which one when a word fits several products equally', () => {
    expect(parse('two Cokes')).toEqual({
      items: [],
      ambiguous: [{ said: 'cokes', quantity: 2, candidates: ['coke2', 'coke500'] }],
      unmatched: [],
    });
    expect(items('two big Cokes')).toEqual({ coke2: 2 });
  });

  it('reports goods the shop does not carry, and orders nothing for a question', () => {
    expect(parse('Do you sell cigarettes?')).toEqual({
      items: [],
      ambiguous: [],
      unmatched: ['cigarettes'],
    });
    expect(parse('Do you have milk?')).toEqual({ items: [], ambiguous: [], unmatched: [] });
    expect(parse('Unayo i-Coke? Ngicela ubisi', 'zu').items).toEqual([
      { productId: 'milk', quantity: 1 },
    ]);
    expect(parse('a beer and a milk')).toEqual({
      items: [{ productId: 'milk', quantity: 1 }],
      ambiguous: [],
      unmatched: ['beer'],
    });
  });

  it('answers nothing for an empty or meaningless transcript', () => {
    expect(parse('')).toEqual({ items: [], ambiguous: [], unmatched: [] });
    expect(parse('   ?!  ')).toEqual({ items: [], ambiguous: [], unmatched: [] });
    expect(parse('milk', 'en', [])).toEqual({ items: [], ambiguous: [], unmatched: ['milk'] });
  });
});
