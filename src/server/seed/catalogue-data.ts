/** The demo spaza's catalogue: real township staples at shelf-realistic rand prices (VAT exclusive). */

export const DEMO_CATEGORIES = [
  { name: 'Bread & Bakery', description: 'Fresh bread delivered three times a week' },
  { name: 'Maize Meal & Grains', description: 'Pap, porridge and rice' },
  { name: 'Groceries', description: 'Sugar, oil, tea, coffee and salt' },
  { name: 'Tinned Food', description: 'Beans, fish and soup' },
  { name: 'Cold Drinks', description: 'Soft drinks and juice' },
  { name: 'Dairy', description: 'Milk, amasi and spreads' },
  { name: 'Airtime & Data', description: 'Prepaid airtime vouchers' },
  { name: 'Household', description: 'Paraffin, candles, matches and cleaning' },
  { name: 'Personal Care', description: 'Soap, toothpaste and skin care' },
  { name: 'Snacks & Sweets', description: 'Chips and sweets' },
] as const;

export type CategoryName = (typeof DEMO_CATEGORIES)[number]['name'];

export const DEMO_BRANDS = [
  { name: 'Albany', description: 'Tiger Brands bakery' },
  { name: 'Sasko', description: 'Pioneer Foods bread and flour' },
  { name: 'Iwisa', description: 'Maize meal' },
  { name: 'White Star', description: 'Maize meal' },
  { name: 'Ace', description: 'Maize meal and instant porridge' },
  { name: 'Huletts', description: 'Sugar' },
  { name: 'Sunfoil', description: 'Sunflower oil' },
  { name: 'Tastic', description: 'Rice' },
  { name: 'Five Roses', description: 'Tea' },
  { name: 'Lucky Star', description: 'Tinned fish' },
  { name: 'Koo', description: 'Tinned vegetables and beans' },
  { name: 'Coca-Cola', description: 'Coca-Cola, Fanta, Sprite and Stoney' },
  { name: 'Clover', description: 'Milk and amasi' },
  { name: 'Vodacom', description: 'Prepaid airtime' },
  { name: 'MTN', description: 'Prepaid airtime' },
  { name: 'Sunlight', description: 'Dishwashing liquid and laundry soap' },
  { name: 'OMO', description: 'Washing powder' },
  { name: 'Lifebuoy', description: 'Soap' },
  { name: 'Simba', description: 'Chips' },
] as const;

export type BrandName = (typeof DEMO_BRANDS)[number]['name'];

/** Delivery weekdays (0 Sunday .. 6 Saturday) drive the restocking in the history. */
export const DEMO_SUPPLIERS = [
  {
    key: 'wholesale',
    name: 'Soweto Cash & Carry',
    contact: 'Sipho Dlamini',
    email: 'orders@sowetocashandcarry.co.za',
    phone: '+27118530142',
    address: '14 Old Potchefstroom Rd, Dobsonville, Soweto',
    rating: '4.5',
    deliveryDays: [1, 4],
  },
  {
    key: 'drinks',
    name: 'CCBSA Orlando Depot',
    contact: 'Lerato Mokoena',
    email: 'orlando.depot@ccbsa.co.za',
    phone: '+27119361200',
    address: '3 Mooki St, Orlando East, Soweto',
    rating: '4.8',
    deliveryDays: [2, 5],
  },
  {
    key: 'bakery',
    name: 'Albany Bakeries Route 14',
    contact: 'Themba Nkosi',
    email: 'route14@albanybakeries.co.za',
    phone: '+27824417733',
    address: 'Industria West, Johannesburg',
    rating: '4.2',
    deliveryDays: [1, 3, 5],
  },
  {
    key: 'airtime',
    name: 'Kasi Prepaid Vouchers',
    contact: 'Nomsa Khumalo',
    email: 'support@kasiprepaid.co.za',
    phone: '+27730045521',
    address: '88 Vilakazi St, Orlando West, Soweto',
    rating: '3.9',
    deliveryDays: [1],
  },
] as const;

export type SupplierKey = (typeof DEMO_SUPPLIERS)[number]['key'];
