import { z } from 'zod';
import { WEEKDAY_WINDOW_DAYS } from '@shared/analytics/customer-suggestions';
import { daysEnding, loyaltyRate, todayVsYesterday, weeklyTrend } from '@shared/analytics/figures';
import { productPerformance, topSellingItems } from '@shared/analytics/product-figures';
import {
  SmartDashboardSchema,
  STOCK_ALERTS_SHOWN,
  type SmartDashboard,
} from '@shared/analytics/smart-dashboard.schemas';
import { growthSuggestions } from '@shared/analytics/suggestions';
import { addDays } from '@shared/time/johannesburg';
import { SOURCE_LANGUAGE } from '@shared/i18n/languages';
import type { Db } from '@server/db/client';
import { serverTexts, type ServerTexts } from '@server/lib/i18n';
import type { Deps } from '@server/deps';
import { openStockAlerts } from '@server/domain/stock/open-alerts';
import { customerCounts, longestAway } from './customer-figures';
import { SmartDashboardCache } from './smart-dashboard-cache';
import { dailyTakings, hasSales } from './daily-takings';
import { productSales } from './product-sales';
import { analyticsWindows } from './windows';

/** The smart dashboard from the shop's own rows: nine queries whatever the shop's size. */
export function createSmartDashboardService({
  db: primary,
  database,
  clock,
  caches,
}: Pick<Deps, 'db' | 'database' | 'clock' | 'caches'>) {
  const cache = caches ? new SmartDashboardCache(caches.trading) : null;
  const loadJson = async (merchantId: string, now: Date, db: Db, texts: ServerTexts) =>
    JSON.stringify(
      z.encode(SmartDashboardSchema, await service.smartDashboard(merchantId, now, db, texts)),
    );

  const service = {
    /** Tolerates lag: from the replica when there is one. Suggestions in the texts' language. */
    async smartDashboard(
      merchantId: string,
      now: Date,
      db = database.lagTolerant(),
      texts = serverTexts(SOURCE_LANGUAGE),
    ): Promise<SmartDashboard> {
      const windows = analyticsWindows(now);
      // One after another: the embedded database runs one statement at a time anyway, and
      // queries handed to it together cost more than the same queries in turn.
      const byDay = await dailyTakings(db, merchantId, windows);
      const sold = await productSales(db, merchantId, windows);
      const counts = await customerCounts(db, merchantId);
      const away = await longestAway(db, merchantId, now);
      const stockAlerts = await openStockAlerts(db, merchantId, { limit: STOCK_ALERTS_SHOWN });
      const anySales = await hasSales(db, merchantId);
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
        }).map((suggestion) => ({
          ...suggestion,
          title: texts.message(suggestion.title),
          figure: texts.message(suggestion.figure),
          action: texts.message(suggestion.action),
        })),
      };
    },

    /**
     * The answer as sent, kept until the shop's figures change. Figures read from a replica
     * are not kept: the replica may not yet hold the change that moved the version.
     */
    smartDashboardJson(merchantId: string, texts: ServerTexts): Promise<string> {
      const now = clock();
      const db = database.lagTolerant();
      const load = () => loadJson(merchantId, now, db, texts);
      return cache && db === primary ? cache.read(merchantId, now, load, texts.language) : load();
    },
  };
  return service;
}
