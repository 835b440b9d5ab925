/**
 * A sponsored banner item (docs/product.md "Dashboard"), defined in the client. The brands are
 * made up: no sponsor exists yet, and each slide says it is an example, not a real offer.
 */
/** Title, description and button text are in the dashboard catalogue, under the item's id. */
export interface BannerItem {
  id: 'cold-drinks' | 'food' | 'household';
  brand: string;
  imageUrl: string;
  ctaUrl: string;
  backgroundColor: string;
  textColor: string;
}

export const BANNER_ITEMS: BannerItem[] = [
  {
    id: 'cold-drinks',
    brand: 'Ubuntu Cola',
    imageUrl: '/banners/cold-drinks.svg',
    ctaUrl: '/brands',
    backgroundColor: '#b91c1c',
    textColor: '#ffffff',
  },
  {
    id: 'food',
    brand: 'Mzansi Foods',
    imageUrl: '/banners/food.svg',
    ctaUrl: '/catalog',
    backgroundColor: '#9a3412',
    textColor: '#ffffff',
  },
  {
    id: 'household',
    brand: 'Sparkle Home',
    imageUrl: '/banners/household.svg',
    ctaUrl: '/suppliers',
    backgroundColor: '#1d4ed8',
    textColor: '#ffffff',
  },
];

export const BANNER_ROTATE_MS = 5000;
