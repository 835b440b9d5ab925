import { gtinCheckDigit } from '@shared/catalog/barcode';
import type { BrandName, CategoryName, SupplierKey } from './catalogue-data';

export interface DemoProduct {
  sku: string;
  name: string;
  category: CategoryName;
  brand: BrandName | null;
  supplier: SupplierKey;
  /** Rand, VAT exclusive. */
  price: string;
  threshold: number;
  /** Units per delivery case. */
  caseSize: number;
  /** Relative demand. */
  popularity: number;
  /** How the shop stands today: well stocked, low, or sold out. */
  ends: 'stocked' | 'low' | 'out';
  /** An EAN-13 in South Africa's GS1 range (600-601), with its check digit. */
  barcode: string;
}

// prettier-ignore
type Row = [string, string, CategoryName, BrandName | null, SupplierKey, string, number, number, number, DemoProduct['ends']?];

// sku, name, category, brand, supplier, price (VAT excl.), low-stock threshold, case size, popularity, ends
// prettier-ignore
const ROWS: Row[] = [
  ['BRD-001', 'Albany Superior White Bread 700g', 'Bread & Bakery', 'Albany', 'bakery', '17.99', 15, 10, 12],
  ['BRD-002', 'Albany Brown Bread 700g', 'Bread & Bakery', 'Albany', 'bakery', '16.49', 10, 10, 7],
  ['BRD-003', 'Sasko Sam White Bread 600g', 'Bread & Bakery', 'Sasko', 'bakery', '15.99', 10, 10, 5, 'low'],
  ['MAZ-001', 'Iwisa Super Maize Meal 5kg', 'Maize Meal & Grains', 'Iwisa', 'wholesale', '64.99', 8, 4, 6, 'low'],
  ['MAZ-002', 'Iwisa Super Maize Meal 2.5kg', 'Maize Meal & Grains', 'Iwisa', 'wholesale', '36.99', 8, 6, 5],
  ['MAZ-003', 'White Star Super Maize Meal 10kg', 'Maize Meal & Grains', 'White Star', 'wholesale', '119.99', 5, 2, 3],
  ['MAZ-004', 'Ace Instant Porridge 1kg', 'Maize Meal & Grains', 'Ace', 'wholesale', '32.99', 6, 6, 3],
  ['MAZ-005', 'Tastic Long Grain Rice 2kg', 'Maize Meal & Grains', 'Tastic', 'wholesale', '46.99', 6, 6, 4],
  ['GRO-001', 'Huletts White Sugar 2kg', 'Groceries', 'Huletts', 'wholesale', '42.99', 10, 6, 6],
  ['GRO-002', 'Huletts Brown Sugar 1kg', 'Groceries', 'Huletts', 'wholesale', '24.49', 6, 6, 2],
  ['GRO-003', 'Sunfoil Sunflower Oil 750ml', 'Groceries', 'Sunfoil', 'wholesale', '34.99', 8, 6, 5],
  ['GRO-004', 'Sunfoil Sunflower Oil 2L', 'Groceries', 'Sunfoil', 'wholesale', '79.99', 5, 6, 3, 'low'],
  ['GRO-005', 'Five Roses Tea 100s', 'Groceries', 'Five Roses', 'wholesale', '52.99', 5, 6, 3],
  ['GRO-006', 'Cerebos Iodated Salt 500g', 'Groceries', null, 'wholesale', '9.99', 5, 12, 2],
  ['GRO-007', 'Ricoffy Coffee 250g', 'Groceries', null, 'wholesale', '64.99', 4, 6, 2],
  ['TIN-001', 'Koo Baked Beans in Tomato Sauce 410g', 'Tinned Food', 'Koo', 'wholesale', '17.49', 10, 12, 4],
  ['TIN-002', 'Lucky Star Pilchards in Tomato Sauce 400g', 'Tinned Food', 'Lucky Star', 'wholesale', '27.99', 10, 12, 4],
  ['TIN-003', 'Royco Oxtail Soup Mix 50g', 'Tinned Food', null, 'wholesale', '6.49', 10, 24, 3],
  ['DRK-001', 'Coca-Cola 2L', 'Cold Drinks', 'Coca-Cola', 'drinks', '26.99', 12, 6, 9],
  ['DRK-002', 'Coca-Cola 500ml', 'Cold Drinks', 'Coca-Cola', 'drinks', '12.99', 12, 24, 8, 'low'],
  ['DRK-003', 'Fanta Orange 2L', 'Cold Drinks', 'Coca-Cola', 'drinks', '24.99', 8, 6, 5],
  ['DRK-004', 'Sprite 2L', 'Cold Drinks', 'Coca-Cola', 'drinks', '24.99', 8, 6, 4],
  ['DRK-005', 'Stoney Ginger Beer 2L', 'Cold Drinks', 'Coca-Cola', 'drinks', '24.99', 6, 6, 3],
  ['DRK-006', 'Oros Orange Squash 2L', 'Cold Drinks', null, 'wholesale', '49.99', 4, 6, 2],
  ['DAI-001', 'Clover Full Cream Milk 1L', 'Dairy', 'Clover', 'wholesale', '19.99', 10, 12, 6],
  ['DAI-002', 'Clover Amasi 2L', 'Dairy', 'Clover', 'wholesale', '39.99', 6, 6, 3],
  ['DAI-003', 'Rama Original Spread 500g', 'Dairy', null, 'wholesale', '34.99', 6, 6, 3],
  ['AIR-001', 'Vodacom Airtime R10', 'Airtime & Data', 'Vodacom', 'airtime', '10.00', 20, 50, 8],
  ['AIR-002', 'Vodacom Airtime R29', 'Airtime & Data', 'Vodacom', 'airtime', '29.00', 10, 20, 4],
  ['AIR-003', 'MTN Airtime R10', 'Airtime & Data', 'MTN', 'airtime', '10.00', 20, 50, 7],
  ['AIR-004', 'MTN Airtime R30', 'Airtime & Data', 'MTN', 'airtime', '30.00', 10, 20, 3],
  ['HOU-001', 'Paraffin 1L', 'Household', null, 'wholesale', '24.00', 10, 20, 6, 'out'],
  ['HOU-002', 'Lion Matches 10 Pack', 'Household', null, 'wholesale', '9.99', 10, 20, 4],
  ['HOU-003', 'Household Candles 6 Pack', 'Household', null, 'wholesale', '24.99', 8, 12, 4],
  ['HOU-004', 'Sunlight Dishwashing Liquid 750ml', 'Household', 'Sunlight', 'wholesale', '32.99', 5, 6, 3],
  ['HOU-005', 'Sunlight Laundry Bar 500g', 'Household', 'Sunlight', 'wholesale', '21.99', 6, 12, 3],
  ['HOU-006', 'OMO Auto Washing Powder 1kg', 'Household', 'OMO', 'wholesale', '54.99', 4, 6, 2, 'low'],
  ['PER-001', 'Lifebuoy Total 10 Soap 175g', 'Personal Care', 'Lifebuoy', 'wholesale', '14.99', 8, 12, 4, 'out'],
  ['PER-002', 'Colgate Toothpaste 100ml', 'Personal Care', null, 'wholesale', '24.99', 5, 12, 2],
  ['PER-003', 'Vaseline Petroleum Jelly 250ml', 'Personal Care', null, 'wholesale', '39.99', 4, 6, 2],
  ['SNK-001', 'Simba Salt & Vinegar Chips 125g', 'Snacks & Sweets', 'Simba', 'wholesale', '18.99', 10, 12, 5],
  ['SNK-002', 'Nik Naks Cheese 135g', 'Snacks & Sweets', null, 'wholesale', '17.99', 10, 12, 4],
];

const categoriesInOrder = [...new Set(ROWS.map((row) => row[2]))];

/** One maker's code per category, one item code per product: distinct, and the same every run. */
function demoBarcode(category: CategoryName, index: number) {
  const maker = String(240 + categoriesInOrder.indexOf(category) * 13).padStart(3, '0');
  const body = `6001${maker}${String(10_000 + (index + 1) * 211).slice(-5)}`;
  return `${body}${gtinCheckDigit(body)}`;
}

export const DEMO_PRODUCTS: DemoProduct[] = ROWS.map(
  ([sku, name, category, brand, supplier, price, threshold, caseSize, popularity, ends], i) => ({
    sku: `KT-${sku}`,
    name,
    category,
    brand,
    supplier,
    price,
    threshold,
    caseSize,
    popularity,
    ends: ends ?? 'stocked',
    barcode: demoBarcode(category, i),
  }),
);
