import { describe, expect, it } from 'vitest';
import type { VoiceLanguage } from './languages';
import { parseVoiceOrder } from './parse-voice-order';
import { buildShopIndex, type VoiceProduct } from './product-index';

/** A shelf being counted: what a shopkeeper says while counting, read by the order parser. */
const shelf: VoiceProduct[] = [
  { id: 'eggs', name: 'Eggs Large (6)' },
  { id: 'bread', name: 'Albany White Bread 700g' },
  { id: 'milk', name: 'Full Cream Milk 1L' },
  { id: 'iwisa5', name: 'Iwisa Maize Meal 5kg' },
  { id: 'voda10', name: 'Vodacom Airtime R10' },
  { id: 'coke2', name: 'Coca-Cola 2L' },
];

const counts = (said: string, language: VoiceLanguage) =>
  Object.fromEntries(
    parseVoiceOrder(said, buildShopIndex(shelf, language)).items.map((i) => [
      i.productId,
      i.quantity,
    ]),
  );

describe('counting the shelves by voice', () => {
  it('reads "which are twenty" after a plural noun in isiZulu and isiXhosa', () => {
    expect(counts('amaqanda angamashumi amabili', 'zu')).toEqual({ eggs: 20 });
    expect(counts('amaqanda angamashumi amabini', 'xh')).toEqual({ eggs: 20 });
    expect(counts('izinkwa ezingamashumi amathathu', 'zu')).toEqual({ bread: 30 });
  });

  it('reads counts in Afrikaans, Sesotho and English', () => {
    expect(counts('twintig brode', 'af')).toEqual({ bread: 20 });
    expect(counts('bohobe bo mashome a mabedi', 'st')).toEqual({ bread: 20 });
    expect(counts('lebese le lesome', 'st')).toEqual({ milk: 10 });
    expect(counts('twelve milk', 'en')).toEqual({ milk: 12 });
  });

  it('never counts a pack size or a rand amount', () => {
    expect(counts('Iwisa 5kg', 'en')).toEqual({ iwisa5: 1 });
    expect(counts('Coke 2 litre', 'en')).toEqual({ coke2: 1 });
    expect(counts('airtime R10', 'en')).toEqual({ voda10: 1 });
    expect(counts('ten rand airtime', 'en')).toEqual({ voda10: 1 });
    expect(counts('ubisi olungamashumi amabili', 'zu')).toEqual({ milk: 1 });
  });
});
