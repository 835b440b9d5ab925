import { describe, expect, it } from 'vitest';
import { buildShopIndex } from './product-index';
import { parseVoiceOrder } from './parse-voice-order';

const shop = buildShopIndex(
  [
    { id: 'eggs', name: 'Eggs', voiceNames: [] },
    { id: 'six', name: 'Eggs pack of 6', voiceNames: [], packUnits: 6 },
    { id: 'coke', name: 'Coke 330ml', voiceNames: [] },
    { id: 'case', name: 'Coke 330ml case of 24', voiceNames: [], packUnits: 24 },
  ],
  'en',
);
const order = (said: string) => parseVoiceOrder(said, shop);

describe('voice orders of packs and singles', () => {
  it.each([
    ['a pack of six eggs', [{ productId: 'six', quantity: 1 }]],
    ['a pack of 6 eggs', [{ productId: 'six', quantity: 1 }]],
    ['two packs of eggs', [{ productId: 'six', quantity: 2 }]],
    ['two packs of six eggs', [{ productId: 'six', quantity: 2 }]],
    ['a case of 24 coke', [{ productId: 'case', quantity: 1 }]],
    ['six eggs', [{ productId: 'eggs', quantity: 6 }]],
    [
      'two eggs and a pack of eggs',
      [
        { productId: 'eggs', quantity: 2 },
        { productId: 'six', quantity: 1 },
      ],
    ],
  ])('"%s" orders %j', (said, items) => {
    expect(order(said)).toEqual({ items, ambiguous: [], unmatched: [] });
  });

  it('finds the pack from the container word in Afrikaans too', () => {
    const af = buildShopIndex(
      [
        { id: 'eiers', name: 'Eiers', voiceNames: [] },
        { id: 'ses', name: 'Eiers pak van 6', voiceNames: [], packUnits: 6 },
      ],
      'af',
    );
    expect(parseVoiceOrder("'n pak eiers", af).items).toEqual([{ productId: 'ses', quantity: 1 }]);
    expect(parseVoiceOrder('drie eiers', af).items).toEqual([{ productId: 'eiers', quantity: 3 }]);
  });
});
