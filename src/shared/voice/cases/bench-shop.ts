// A larger shop for the parser's benchmark and its worst-case bound test.
import type { VoiceProduct } from '../product-index';
import { CASE_SHOP } from './case-shop';

const BRANDS =
  'Clover, Parmalat, Ellis Brown, Nestle, Tiger, Ritebrand, Golden Cloud, Selati, Knorr, Imana, Maggi, Bakers, Beacon, Cadbury, Willards, Purity, Huggies, Always, Dettol, Handy Andy, Domestos, Protex, Nivea, Joko, Glenryck, Bull Brand, Enterprise, Spekko, Aunt Caroline, Mama Africa'.split(
    ', ',
  );
const GOODS =
  'Custard, Long Life Milk, Coffee Creamer, Instant Coffee, Cake Flour, Soup Powder, Stock Cubes, Biscuits, Chocolate Bar, Baby Food, Nappies, Pads, Disinfectant, Cleaner, Bath Soap, Body Lotion, Rooibos Tea, Pilchards, Corned Meat, Polony, Rice, Beans, Peanut Butter, Jam'.split(
    ', ',
  );
const SIZES = ['250g', '500g', '1kg', '2kg', '500ml', '1L', '(6)', '(12)', '100g', '750ml'];

/** The case shop grown to `size` products with everyday brands, goods and sizes. */
export function benchShop(size: number): VoiceProduct[] {
  const extra = Array.from({ length: size - CASE_SHOP.length }, (_, i) => ({
    id: `extra-${i}`,
    name: `${BRANDS[i % BRANDS.length]} ${GOODS[(i * 7) % GOODS.length]} ${SIZES[(i * 3) % SIZES.length]}`,
    category: 'Groceries',
    voiceNames: i % 10 === 0 ? [`into ${i}`] : [],
  }));
  return [...CASE_SHOP, ...extra];
}
