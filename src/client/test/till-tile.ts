/**
 * A till tile's accessible name is what it shows: the product's name, then its price ("Milk 1L
 * R24.99 15 in stock"). This finds the tile of one product, not a button that only mentions it.
 */
export const tileName = (productName: string) =>
  new RegExp(`^${productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} R\\d`);
