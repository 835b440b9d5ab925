import { z } from 'zod';
import { DecimalStringSchema } from '../money/money-schema';
import { StockAlertSchema } from '../stock-alerts/stock-alerts.schemas';
import { SUGGESTION_KINDS } from './suggestion-kinds';

/** docs/product.md "Constants": stock alerts shown, up to 6. */
export const STOCK_ALERTS_SHOWN = 6;

/** A percent, one decimal place; null where there is nothing to compare with. */
const PercentSchema = z.number();

export const TodayVsYesterdaySchema = z.object({
  today: DecimalStringSchema,
  yesterday: DecimalStringSchema,
  /** Percent change of today's takings against yesterday's; null when yesterday took nothing. */
  change: PercentSchema.nullable(),
  /** What today's till sales gave in discounts (line and sale discounts); takings are after them. */
  discountsToday: DecimalStringSchema,
});

/** Best sellers by units over the last 7 days; growth against the 7 days before. */
export const TopSellingItemSchema = z.object({
  productId: z.uuid(),
  name: z.string(),
  quantity: z.number().int(),
  /** The product's list price now. */
  unitPrice: DecimalStringSchema,
  /** Line amounts of the 7 days (before VAT). */
  revenue: DecimalStringSchema,
  growth: PercentSchema.nullable(),
});
export type TopSellingItem = z.infer<typeof TopSellingItemSchema>;

export const TrendDaySchema = z.object({
  date: z.iso.date(),
  takings: DecimalStringSchema,
  /** Completed till sales and completed orders of the day. */
  sales: z.number().int(),
});
export type TrendDay = z.infer<typeof TrendDaySchema>;

/** A product sold in the last 30 days. */
export const ProductPerformanceSchema = z.object({
  productId: z.uuid(),
  name: z.string(),
  units: z.number().int(),
  /** Line amounts of the 30 days (before VAT). */
  takings: DecimalStringSchema,
  /** Percent of all products' line amounts in the 30 days. */
  share: PercentSchema,
  stock: z.number().int(),
  /** Stock divided by the average units a day over the 30 days, one decimal. */
  daysOfStockLeft: z.number(),
});
export type ProductPerformance = z.infer<typeof ProductPerformanceSchema>;

/** A growth suggestion: the figure that triggered it and what to do. */
export const SuggestionSchema = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  title: z.string(),
  figure: z.string(),
  action: z.string(),
  productId: z.uuid().nullable(),
  customerId: z.uuid().nullable(),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;

/**
 * GET /api/analytics/smart-dashboard (docs/product.md "Records", with the figures behind each section).
 * Takings are completed till sales plus completed orders, as recorded; days are
 * Africa/Johannesburg calendar days. hasSales is false until the shop's first completed sale or
 * order: the page then shows its labelled sample instead.
 */
export const SmartDashboardSchema = z.object({
  hasSales: z.boolean(),
  todayVsYesterday: TodayVsYesterdaySchema,
  topSellingItems: z.array(TopSellingItemSchema),
  repeatCustomers: z.number().int(),
  totalCustomers: z.number().int(),
  /** Repeat customers as a percent of all the shop's customers. */
  loyaltyRate: PercentSchema,
  /** Exactly 7 days, oldest first, ending today. */
  weeklyTrend: z.array(TrendDaySchema),
  productPerformance: z.array(ProductPerformanceSchema),
  stockAlerts: z.array(StockAlertSchema),
  suggestions: z.array(SuggestionSchema),
});
export type SmartDashboard = z.infer<typeof SmartDashboardSchema>;
