/** A sponsored banner item (spec section 3), defined in the client. */
export interface BannerItem {
  id: string;
  brand: string;
  title: string;
  description: string;
  imageUrl: string;
  ctaText: string;
  ctaUrl: string;
  backgroundColor: string;
  textColor: string;
}

export const BANNER_ITEMS: BannerItem[] = [
  {
    id: 'cold-drinks',
    brand: 'Ubuntu Cola',
    title: 'Ice-cold deals this summer',
    description: 'Order 24-packs of 2 L cold drinks at wholesale prices, delivered to your shop.',
    imageUrl: '/banners/cold-drinks.svg',
    ctaText: 'Order Now',
    ctaUrl: '/brands',
    backgroundColor: '#b91c1c',
    textColor: '#ffffff',
  },
  {
    id: 'food',
    brand: 'Mzansi Foods',
    title: 'Stock up on the staples',
    description: 'Maize meal, rice and samp at bulk prices. Buy 10 bags and save 5%.',
    imageUrl: '/banners/food.svg',
    ctaText: 'View Catalog',
    ctaUrl: '/catalog',
    backgroundColor: '#9a3412',
    textColor: '#ffffff',
  },
  {
    id: 'household',
    brand: 'Sparkle Home',
    title: 'Cleaning supplies that sell',
    description: 'Soap, washing powder and dishwashing liquid: your customers buy them every week.',
    imageUrl: '/banners/household.svg',
    ctaText: 'Stock Up',
    ctaUrl: '/suppliers',
    backgroundColor: '#1d4ed8',
    textColor: '#ffffff',
  },
];

export const BANNER_ROTATE_MS = 5000;
