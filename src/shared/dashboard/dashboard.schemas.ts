import { z } from 'zod';
import { DecimalStringSchema } from '../money/money-schema';

/** A row of the dashboard's Recent Orders list (docs/product.md "Records"). */
export const RecentOrderSchema = z.object({
  id: z.string(),
  customerId: z.string().nullable(),
  orderNumber: z.string(),
  totalAmount: DecimalStringSchema,
  status: z.string(),
  createdAt: z.string(),
});
export type RecentOrder = z.infer<typeof RecentOrderSchema>;

/**
 * GET /api/analytics/dashboard. The spec's fields (revenue preformatted as rand) plus the
 * figures behind them: revenue counts this month's completed orders and till sales, with
 * months and days starting at midnight in Africa/Johannesburg.
 */
export const DashboardSchema = z.object({
  totalOrders: z.number().int(),
  ordersToday: z.number().int(),
  revenue: z.string(),
  revenueAmount: DecimalStringSchema,
  revenueToday: DecimalStringSchema,
  activeProducts: z.number().int(),
  lowStock: z.number().int(),
  recentOrders: z.array(RecentOrderSchema),
  /**
   * Offline sales of the last 7 days (by when they synced) with a line rung up below the
   * shop's price or at zero: how many, and how far below the shop's prices in all.
   */
  offlineBelowPrice: z.object({ sales: z.number().int(), amount: DecimalStringSchema }),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

/**
 * GET /api/analytics/today: the day's figures alone (Johannesburg day), what a staff session
 * with the day's-figures permission may see; nothing beyond the day.
 */
export const TodayFiguresSchema = z.object({
  /** Completed orders and till sales of today, in rand. */
  revenueToday: DecimalStringSchema,
  ordersToday: z.number().int(),
  salesToday: z.number().int(),
});
export type TodayFigures = z.infer<typeof TodayFiguresSchema>;
