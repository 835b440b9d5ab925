import type { SmartDashboard } from '@shared/analytics/smart-dashboard.schemas';
import type { LoyaltySummary } from '@shared/loyalty/loyalty.schemas';
import {
  SUGGESTION_MESSAGES as M,
  type SuggestionDraft,
} from '@shared/analytics/suggestion-messages';
import { phrase } from '@shared/i18n/phrase';
import { addDays, johannesburgDate } from '@shared/time/johannesburg';
import { messageText } from '@client/i18n/common-text';

// What the screen shows until the shop's first sale (spec: "falls back to sample data when the
// server gives none"), always under a "Sample" label: made-up figures of a busy spaza.

const TREND = [
  { takings: '1840.50', sales: 38 },
  { takings: '2115.00', sales: 44 },
  { takings: '1960.25', sales: 41 },
  { takings: '2390.75', sales: 49 },
  { takings: '3480.00', sales: 66 },
  { takings: '4125.40', sales: 78 },
  { takings: '2210.30', sales: 45 },
];

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Two suggestions in the words the server uses, worded in the screen's language. */
function sampleSuggestions(): SuggestionDraft[] {
  const [saturday, monday] = [6, 1] as const;
  return [
    {
      kind: 'restock',
      productId: id(3),
      customerId: null,
      title: phrase(M.restockTitle, { name: 'Fresh milk 1L' }),
      figure: phrase(M.restockLeft, {
        stock: 12,
        rate: '6.5',
        left: phrase(M.aboutDays, { count: 2 }),
      }),
      action: phrase(M.restockAction, { quantity: 79, days: 14 }),
    },
    {
      kind: 'best_weekday',
      productId: null,
      customerId: null,
      title: phrase(M.weekdayTitle, {
        best: phrase(M.weekdays[saturday]),
        worst: phrase(M.weekdays[monday]),
      }),
      figure: phrase(M.weekdayFigure, {
        bestDays: phrase(M.weekdaysPlural[saturday]),
        bestAmount: 'R4 125.40',
        worstDays: phrase(M.weekdaysPlural[monday]),
        worstAmount: 'R1 840.50',
      }),
      action: phrase(M.weekdayAction, {
        best: phrase(M.weekdays[saturday]),
        worst: phrase(M.weekdays[monday]),
      }),
    },
  ];
}

export function sampleDashboard(now = new Date()): SmartDashboard {
  const today = johannesburgDate(now);
  return {
    hasSales: false,
    todayVsYesterday: {
      today: '2210.30',
      yesterday: '4125.40',
      change: -46.4,
      discountsToday: '12.00',
    },
    topSellingItems: [
      {
        productId: id(1),
        name: 'White bread 700g',
        quantity: 96,
        unitPrice: '17.99',
        revenue: '1727.04',
        growth: 12.9,
      },
      {
        productId: id(2),
        name: 'Coca-Cola 2L',
        quantity: 54,
        unitPrice: '24.99',
        revenue: '1349.46',
        growth: 8,
      },
      {
        productId: id(3),
        name: 'Fresh milk 1L',
        quantity: 47,
        unitPrice: '19.50',
        revenue: '916.50',
        growth: -6,
      },
      {
        productId: id(4),
        name: 'Maize meal 5kg',
        quantity: 21,
        unitPrice: '64.99',
        revenue: '1364.79',
        growth: 31.3,
      },
      {
        productId: id(5),
        name: 'Airtime R10',
        quantity: 19,
        unitPrice: '10.00',
        revenue: '190.00',
        growth: null,
      },
    ],
    repeatCustomers: 34,
    totalCustomers: 80,
    loyaltyRate: 42.5,
    weeklyTrend: TREND.map((day, index) => ({ date: addDays(today, index - 6), ...day })),
    productPerformance: [
      {
        productId: id(1),
        name: 'White bread 700g',
        units: 402,
        takings: '7231.98',
        share: 24.1,
        stock: 36,
        daysOfStockLeft: 2.7,
      },
      {
        productId: id(4),
        name: 'Maize meal 5kg',
        units: 88,
        takings: '5719.12',
        share: 19.1,
        stock: 40,
        daysOfStockLeft: 13.6,
      },
      {
        productId: id(2),
        name: 'Coca-Cola 2L',
        units: 221,
        takings: '5522.79',
        share: 18.4,
        stock: 60,
        daysOfStockLeft: 8.1,
      },
      {
        productId: id(3),
        name: 'Fresh milk 1L',
        units: 196,
        takings: '3822.00',
        share: 12.7,
        stock: 12,
        daysOfStockLeft: 1.8,
      },
    ],
    stockAlerts: [
      {
        id: id(11),
        productId: id(3),
        productName: 'Fresh milk 1L',
        stock: 12,
        alertType: 'low_stock',
        threshold: 15,
        message: 'Fresh milk 1L is running low',
        isRead: false,
        createdAt: now.toISOString(),
      },
    ],
    suggestions: sampleSuggestions().map((draft) => ({
      ...draft,
      title: messageText(draft.title),
      figure: messageText(draft.figure),
      action: messageText(draft.action),
    })),
  };
}

export const SAMPLE_LOYALTY: LoyaltySummary = {
  activeCards: 12,
  totalCashback: '340.00',
  totalStamps: 186,
  rewardsRedeemed: 15,
};
