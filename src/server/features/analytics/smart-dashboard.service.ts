import { WEEKDAY_WINDOW_DAYS } from '@shared/analytics/customer-suggestions';
import { daysEnding, loyaltyRate, todayVsYesterday, weeklyTrend } from '@shared/analytics/figures';
import { productPerformance, topSellingItems } from '@shared/analytics/product-figures';
import { STOCK_ALERTS_SHOWN, type SmartDashboard } from '@shared/analytics/smart-dashboard.schemas';
import { growthSuggestions } from '@shared/analytics/suggestions';
import { addDays } from '@shared/time/johannesburg';
import type { Deps } from '@server/deps';
import { openStockAlerts } from '@server/domain/stock/open-alerts';
import { customerCounts, longestAway } from './customer-figures';
import { dailyTakings, hasSales } from './daily-takings';
import { productSales } from './product-sales';
import { analyticsWindows } from './windows';

/** The smart dashboard from the shop's own rows: seven queries whatever the shop's size. */
export function createSmartDashboardService({ db, clock }: Deps) {
  return {
    async smartDashboard(merchantId: string): Promise<SmartDashboard> {
      const now = clock();
      const windows = analyticsWindows(now);
      const [byDay, sold, counts, away, stockAlerts, anySales] = await Promise.all([
        dailyTakings(db, merchantId, windows),
        productSales(db, merchantId, windows),
        customerCounts(db, merchantId),
        longestAway(db, merchantId, now),
        openStockAlerts(db, merchantId, { limit: STOCK_ALERTS_SHOWN }),
        hasSales(db, merchantId),
      ]);
      const yesterday = addDays(windows.today, -1);
      return {
        hasSales: anySales,
        todayVsYesterday: todayVsYesterday(windows.today, byDay),
        topSellingItems: topSellingItems(sold),
        repeatCustomers: counts.repeat,
        totalCustomers: counts.total,
        loyaltyRate: loyaltyRate(counts.repeat, counts.total),
        weeklyTrend: weeklyTrend(windows.today, byDay),
        productPerformance: productPerformance(sold),
        stockAlerts,
        suggestions: growthSuggestions({
          now,
          products: sold,
          customers: away,
          weekdays: daysEnding(yesterday, WEEKDAY_WINDOW_DAYS, byDay),
        }),
      };
    },
  };
}
