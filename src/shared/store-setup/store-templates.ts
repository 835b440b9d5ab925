/**
 * The Setup Wizard's four store types (docs/product.md "Screens"), each with five starting
 * products a township shop of that kind really sells. Prices are 2026 shelf prices without VAT
 * (the till adds VAT), chosen so most land on a round rand amount once VAT is added.
 */
export const STORE_TEMPLATE_IDS = ['grocery', 'takeaway', 'pharmacy', 'general'] as const;
export type StoreTemplateId = (typeof STORE_TEMPLATE_IDS)[number];

export interface TemplateProduct {
  name: string;
  /** Rand without VAT, as the API writes money: "82.61". */
  price: string;
  category: string;
}

export interface StoreTemplate {
  id: StoreTemplateId;
  /** Becomes the shop's business type. */
  name: string;
  description: string;
  products: readonly TemplateProduct[];
}

export const STORE_TEMPLATES: readonly StoreTemplate[] = [
  {
    id: 'grocery',
    name: 'Grocery Store',
    description: 'Everyday staples: maize meal, bread, sugar, cooking oil and milk.',
    products: [
      { name: 'White Maize Meal 5kg', price: '82.61', category: 'Staples' },
      { name: 'White Bread 700g', price: '19.13', category: 'Bakery' },
      { name: 'White Sugar 2kg', price: '42.61', category: 'Staples' },
      { name: 'Sunflower Cooking Oil 750ml', price: '36.52', category: 'Cooking' },
      { name: 'Long-Life Full Cream Milk 1L', price: '18.26', category: 'Dairy' },
    ],
  },
  {
    id: 'takeaway',
    name: 'Takeaway',
    description: 'Kotas, chips and hot meals for the lunch crowd.',
    products: [
      { name: 'Kota with Russian & Chips', price: '43.48', category: 'Kotas' },
      { name: 'Slap Chips (Large)', price: '26.09', category: 'Chips' },
      { name: 'Vetkoek with Mince', price: '17.39', category: 'Snacks' },
      { name: 'Quarter Chicken, Pap & Chakalaka', price: '60.87', category: 'Meals' },
      { name: 'Coca-Cola 500ml', price: '15.65', category: 'Cold Drinks' },
    ],
  },
  {
    id: 'pharmacy',
    name: 'Pharmacy',
    description: 'Over-the-counter remedies for pain, colds and flu, and first aid.',
    products: [
      { name: 'Panado Tablets 24s', price: '36.52', category: 'Pain Relief' },
      { name: 'Grand-Pa Headache Powders 38s', price: '56.52', category: 'Pain Relief' },
      { name: 'Med-Lemon Sachets 10s', price: '69.56', category: 'Cold & Flu' },
      { name: 'Vicks VapoRub 50g', price: '60.87', category: 'Cold & Flu' },
      { name: 'Elastoplast Plasters 20s', price: '39.13', category: 'First Aid' },
    ],
  },
  {
    id: 'general',
    name: 'General Dealer',
    description: 'Household goods, toiletries and paraffin for every home.',
    products: [
      { name: 'Sunlight Dishwashing Liquid 750ml', price: '32.17', category: 'Household' },
      { name: 'Household Candles 6 Pack', price: '30.43', category: 'Household' },
      { name: 'Paraffin 1L', price: '27.83', category: 'Fuel' },
      { name: 'Toilet Paper 9 Pack', price: '64.35', category: 'Toiletries' },
      { name: 'Lifebuoy Bath Soap 175g', price: '15.65', category: 'Toiletries' },
    ],
  },
];

export function findStoreTemplate(id: string | null | undefined): StoreTemplate | undefined {
  return STORE_TEMPLATES.find((template) => template.id === id);
}
