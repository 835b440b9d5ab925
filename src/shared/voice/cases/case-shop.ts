import type { VoiceProduct } from '../product-index';

const product = (name: string, category: string, voiceNames: string[] = []): VoiceProduct => ({
  id: name,
  name,
  category,
  voiceNames,
});

/**
 * The fixed shop every case is read against: a township spaza's shelf, named as the
 * wholesaler names it (English brand names, pack sizes in the name). Some goods come in
 * two sizes or two kinds on purpose: asking which one is the right answer there.
 */
export const CASE_SHOP: VoiceProduct[] = [
  product('White Bread 700g', 'Bread & Bakery'),
  product('Brown Bread 700g', 'Bread & Bakery'),
  product('Vetkoek', 'Bread & Bakery', ['amagwinya', 'magwinya', 'fat cakes']),
  product('Iwisa Maize Meal 5kg', 'Maize Meal & Grains'),
  product('Iwisa Maize Meal 2.5kg', 'Maize Meal & Grains'),
  product('White Star Super Maize Meal 10kg', 'Maize Meal & Grains'),
  product('Tastic Rice 2kg', 'Maize Meal & Grains'),
  product('Ace Instant Porridge 1kg', 'Maize Meal & Grains'),
  product('Huletts White Sugar 2kg', 'Groceries'),
  product('Sunfoil Cooking Oil 750ml', 'Groceries'),
  product('Sunfoil Cooking Oil 2L', 'Groceries'),
  product('Five Roses Tea 100s', 'Groceries'),
  product('Ricoffy Coffee 250g', 'Groceries'),
  product('Snowflake Cake Flour 2.5kg', 'Groceries'),
  product('Cerebos Salt 500g', 'Groceries'),
  product('Koo Baked Beans 410g', 'Tinned Food'),
  product('Lucky Star Pilchards 400g', 'Tinned Food'),
  product('Russians (each)', 'Meat', ['irashiya', 'rashiya', 'russian']),
  product('Coca-Cola 2L', 'Cold Drinks'),
  product('Coca-Cola 500ml', 'Cold Drinks'),
  product('Fanta Orange 2L', 'Cold Drinks'),
  product('Sprite 2L', 'Cold Drinks'),
  product('Stoney Ginger Beer 2L', 'Cold Drinks'),
  product('Oros Orange Squash 2L', 'Cold Drinks'),
  product('Full Cream Milk 1L', 'Dairy'),
  product('Clover Amasi 2L', 'Dairy'),
  product('Rama Margarine 500g', 'Dairy'),
  product('Eggs (6)', 'Dairy'),
  product('Vodacom Airtime R10', 'Airtime & Data'),
  product('Vodacom Airtime R29', 'Airtime & Data'),
  product('MTN Airtime R10', 'Airtime & Data'),
  product('Prepaid Electricity R50', 'Airtime & Data'),
  product('Paraffin 1L', 'Household'),
  product('Lion Matches 10 Pack', 'Household'),
  product('Candles (6)', 'Household'),
  product('Sunlight Soap 500g', 'Household'),
  product('Sunlight Dishwashing Liquid 750ml', 'Household'),
  product('OMO Washing Powder 1kg', 'Household'),
  product('Jik Bleach 750ml', 'Household'),
  product('Lifebuoy Soap 175g', 'Personal Care'),
  product('Colgate Toothpaste 100ml', 'Personal Care'),
  product('Vaseline Petroleum Jelly 250ml', 'Personal Care'),
  product('Simba Chips Salt & Vinegar 125g', 'Snacks'),
  product('Simba Chips Chutney 125g', 'Snacks'),
  product('Nik Naks Cheese 135g', 'Snacks'),
];
