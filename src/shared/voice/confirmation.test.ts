import { describe, expect, it } from 'vitest';
import { VOICE_LANGUAGES } from './languages';
import { confirmationText } from './confirmation';

const items = [
  { name: 'Coca-Cola 2L', quantity: 2 },
  { name: 'Albany White Bread 700g', quantity: 1 },
];

describe('the confirmation read back', () => {
  it('names the goods as the shop writes them, quantities as digits, the total in rand', () => {
    expect(confirmationText('af', items, 123450)).toBe(
      'Jy het bestel: Coca-Cola 2L x2, Albany White Bread 700g x1. Totaal R1 234.50. Is dit reg?',
    );
    expect(confirmationText('zu', items, 7197)).toBe(
      'Ucele: Coca-Cola 2L x2, Albany White Bread 700g x1. Konke kuyi-R71.97. Kulungile?',
    );
  });

  it('asks which one for each choice, in the language', () => {
    expect(confirmationText('zu', [], 0, [['Coca-Cola 2L', 'Coca-Cola 500ml']])).toBe(
      'Yiphi: Coca-Cola 2L noma Coca-Cola 500ml?',
    );
    expect(confirmationText('en', items.slice(0, 1), 5398, [['White Bread', 'Brown Bread']])).toBe(
      'You ordered: Coca-Cola 2L x2. Total R53.98. Is that right? Which one: White Bread or Brown Bread?',
    );
  });

  it('apologises when nothing was found: the spec isiZulu words, and a sentence in every language', () => {
    expect(confirmationText('zu', [], 0)).toBe(
      'Uxolo, angitholanga zimpahla. Ngicela uzame futhi.',
    );
    const apologies = VOICE_LANGUAGES.map((language) => confirmationText(language, [], 0));
    expect(new Set(apologies).size).toBe(VOICE_LANGUAGES.length);
    for (const apology of apologies) expect(apology).toMatch(/^\S.*\.$/);
  });
});
