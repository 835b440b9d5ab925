import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AdminAnalytics } from '@shared/admin/admin.schemas';
import { centsToDecimal } from '@shared/money/money';
import type { Deps } from '@server/deps';
import { merchantProfiles, users } from '@server/db/schema/index';
import { platformRevenue } from './admin-revenue';
import { johannesburgMonthStart } from '@shared/time/johannesburg';

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`(count(*) filter (where ${condition}))::int`;

function uptime(seconds: number) {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

/** The admin figures, computed from rows in four queries, plus a live database check. */
export function createAdminAnalyticsService({ database, clock }: Deps) {
  async function databaseHealth() {
    const started = performance.now();
    const ok = await database.ping().catch(() => false);
    const ms = Math.round(performance.now() - started);
    const engine = database.kind === 'pglite' ? 'Embedded PostgreSQL (PGlite)' : 'PostgreSQL';
    return {
      name: 'Database',
      status: ok ? (ms > 500 ? 'degraded' : 'operational') : 'down',
      detail: ok ? `${engine}, answered in ${ms} ms` : `${engine} is not answering`,
    } as const;
  }

  return {
    async summary(): Promise<AdminAnalytics> {
      const db = database.lagTolerant();
      const now = clock();
      const monthStart = johannesburgMonthStart(now);
      const isMerchant = sql`${users.role} = 'merchant'`;
      const [accounts] = await db
        .select({
          merchants: countWhere(isMerchant),
          activeMerchants: countWhere(sql`${isMerchant} and ${users.isActive}`),
          newMerchants: countWhere(sql`${isMerchant} and ${users.createdAt} >= ${monthStart}`),
          staff: countWhere(sql`${users.role} in ('admin', 'super_admin')`),
          active: countWhere(sql`${users.isActive}`),
          inactive: countWhere(sql`not ${users.isActive}`),
        })
        .from(users)
        .where(isNull(users.deletedAt));
      const [pending] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(merchantProfiles)
        .innerJoin(users, eq(users.id, merchantProfiles.userId))
        .where(
          and(
            eq(merchantProfiles.verificationStatus, 'pending'),
            eq(users.role, 'merchant'),
            isNull(users.deletedAt),
          ),
        );
      const revenue = await platformRevenue(db, monthStart);
      const dbHealth = await databaseHealth();
      return {
        totalMerchants: accounts?.merchants ?? 0,
        activeMerchants: accounts?.activeMerchants ?? 0,
        pendingVerifications: pending?.n ?? 0,
        monthlyRevenue: centsToDecimal(revenue.monthCents),
        newMerchantsThisMonth: accounts?.newMerchants ?? 0,
        totalTransactions: revenue.transactions,
        totalRevenue: centsToDecimal(revenue.totalCents),
        accounts: {
          merchantAccounts: accounts?.merchants ?? 0,
          adminAccounts: accounts?.staff ?? 0,
          activeUsers: accounts?.active ?? 0,
          inactiveUsers: accounts?.inactive ?? 0,
        },
        health: [
          {
            name: 'API',
            status: 'operational',
            detail: `Answering requests, up for ${uptime(process.uptime())}`,
          },
          dbHealth,
        ],
        generatedAt: now.toISOString(),
      };
    },
  };
}
