import { describe, expect, it } from 'vitest';
import { splitPackSize } from './pack-size';

describe('splitPackSize', () => {
  it.each([
    ['Sunfoil Sunflower Oil 750ml', 'Sunfoil Sunflower Oil', '750ml'],
    ['Sunfoil Sunflower Oil 2L', 'Sunfoil Sunflower Oil', '2L'],
    ['Iwisa Super Maize Meal 2.5kg', 'Iwisa Super Maize Meal', '2.5kg'],
    ['Five Roses Tea 100s', 'Five Roses Tea', '100s'],
    ['Lion Matches 10 Pack', 'Lion Matches', '10 Pack'],
    ['Coke 6 x 330ml', 'Coke', '6 x 330ml'],
    ['Vodacom Airtime R29', 'Vodacom Airtime', 'R29'],
    ['Lifebuoy Total 10 Soap 175g', 'Lifebuoy Total 10 Soap', '175g'],
  ])('finds the size of %s', (name, base, size) => {
    expect(splitPackSize(name)).toEqual({ base, size });
  });

  it.each(['Paraffin', 'Bread', 'Size 10 shoes', '  Loose sweets  '])(
    'leaves %s whole when it ends in no size',
    (name) => {
      expect(splitPackSize(name)).toEqual({ base: name.trim(), size: null });
    },
  );
});
