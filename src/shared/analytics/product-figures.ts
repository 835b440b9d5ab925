import { centsToDecimal, type Cents } from '../money/money';
import { percentChange, percentOf, roundOne } from './figures';
import type { ProductPerformance, TopSellingItem } from './smart-dashboard.schemas';

/** The window product performance and the stock rate are read over. */
export const PERFORMANCE_DAYS = 30;
export const TOP_SELLERS_SHOWN = 5;

/** One product's sales (completed till sales and completed orders), as the server sums them. */
export interface ProductSales {
  productId: string;
  name: string;
  priceCents: Cents;
  /** Cost per unit excl. VAT to the cent; null until known. */
  costCents: Cents | null;
  stock: number;
  active: boolean;
  /** Listed for the whole 30 days: a product added since has not had the chance to sell. */
  listedAllWindow: boolean;
  unitsWeek: number;
  unitsPreviousWeek: number;
  units30: number;
  centsWeek: number;
  cents30: number;
  /** Order lines of the 30 days 1-2 units short of each bulk tier, in BULK_TIERS order. */
  nearTierLines: number[];
}

/** Units a day over the 30 days. */
export const dailyRate = (product: ProductSales) => product.units30 / PERFORMANCE_DAYS;

/** Days the stock lasts at the current rate, one decimal (only for products that sell). */
export const daysOfStockLeft = (product: ProductSales) =>
  roundOne(product.stock / dailyRate(product));

/** Best first by units in the last 7 days; growth against the 7 days before. */
export function topSellingItems(products: readonly ProductSales[]): TopSellingItem[] {
  return products
    .filter((p) => p.unitsWeek > 0)
    .sort((a, b) => b.unitsWeek - a.unitsWeek || b.centsWeek - a.centsWeek)
    .slice(0, TOP_SELLERS_SHOWN)
    .map((p) => ({
      productId: p.productId,
      name: p.name,
      quantity: p.unitsWeek,
      unitPrice: centsToDecimal(p.priceCents),
      revenue: centsToDecimal(p.centsWeek),
      growth: percentChange(p.unitsWeek, p.unitsPreviousWeek),
    }));
}

/** Every product sold in the 30 days, biggest takings first, with its share and stock left. */
export function productPerformance(products: readonly ProductSales[]): ProductPerformance[] {
  const sold = products.filter((p) => p.units30 > 0);
  const total = sold.reduce((sum, p) => sum + p.cents30, 0);
  return sold
    .sort((a, b) => b.cents30 - a.cents30 || b.units30 - a.units30)
    .map((p) => ({
      productId: p.productId,
      name: p.name,
      units: p.units30,
      takings: centsToDecimal(p.cents30),
      share: percentOf(p.cents30, total),
      stock: p.stock,
      daysOfStockLeft: daysOfStockLeft(p),
    }));
}
