import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminUser, UserListQuerySchema } from '@shared/admin/admin.schemas';
import type { Role } from '@shared/auth/auth.schemas';
import type { Deps } from '@server/deps';
import { merchantProfiles, users } from '@server/db/schema/index';
import {
  applyAccountChange,
  assertAccountChange,
  lockAccount,
} from '@server/domain/accounts/account-changes';
import { writeAdminLog, type AdminActor } from '@server/lib/admin-log';
import { toUserDto } from '@server/domain/accounts/user-dto';
import { phoneFor } from '@shared/admin/phone-mask';
import type { UserRow } from '@server/domain/accounts/sessions';

/** An account as an admin of `viewer` sees it: the phone masked unless a super admin. */
const userFor = (viewer: Role, row: UserRow) => {
  const user = toUserDto(row);
  return { ...user, phone: phoneFor(viewer, user.phone) };
};
import { monthRevenueOf } from './admin-revenue';
import { johannesburgMonthStart } from '@shared/time/johannesburg';

type ListQuery = z.output<typeof UserListQuerySchema>;

/** LIKE wildcards in a search are matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listFilter(role: 'merchant' | 'admin', query: ListQuery): SQL | undefined {
  const search = query.search ? likePattern(query.search) : null;
  return and(
    role === 'merchant'
      ? eq(users.role, 'merchant')
      : inArray(users.role, ['admin', 'super_admin']),
    isNull(users.deletedAt),
    query.status === 'all' ? undefined : eq(users.isActive, query.status === 'active'),
    search
      ? or(
          ilike(users.name, search),
          ilike(users.businessName, search),
          ilike(users.username, search),
        )
      : undefined,
  );
}

export function createAdminUsersService({ db, database, clock }: Deps) {
  /** Past the last page there are no rows to carry the total: count on its own. */
  async function countUsers(where: SQL | undefined) {
    const [row] = await database.lagTolerant().select({ n: count() }).from(users).where(where);
    return row?.n ?? 0;
  }

  return {
    /**
     * One page, newest first (tolerates lag: from the replica when there is one), with each merchant's month revenue and the total across
     * pages, in one query: each query costs a round trip, so the page stays at one.
     */
    async list(role: 'merchant' | 'admin', query: ListQuery, viewer: Role) {
      const db = database.lagTolerant();
      const where = listFilter(role, query);
      // The page's ids first, so the per-row figures are computed for this page only.
      const page = db.$with('page').as(
        db
          .select({ pageId: users.id })
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
      );
      const rows = await db
        .with(page)
        .select({
          user: users,
          verificationStatus: merchantProfiles.verificationStatus,
          monthlyRevenue: monthRevenueOf(users.id, johannesburgMonthStart(clock())),
          total: sql<number>`(select count(*)::int from ${users} where ${where})`,
        })
        .from(page)
        .innerJoin(users, eq(users.id, page.pageId))
        .leftJoin(merchantProfiles, eq(merchantProfiles.userId, users.id))
        .orderBy(desc(users.createdAt), desc(users.id));
      const total = rows[0]?.total ?? (await countUsers(where));
      const items: AdminUser[] = rows.map((row) => ({
        ...userFor(viewer, row.user),
        verificationStatus: row.verificationStatus,
        monthlyRevenue: row.monthlyRevenue,
      }));
      return { items, total };
    },

    async setStatus(actor: AdminActor, userId: string, isActive: boolean) {
      return db.transaction(async (tx) => {
        const target = await lockAccount(tx, userId);
        await assertAccountChange(tx, actor.id, target, { isActive });
        const updated = await applyAccountChange(tx, target, { isActive }, clock());
        await writeAdminLog(tx, actor, {
          action: isActive ? 'user.activate' : 'user.deactivate',
          entityType: 'user',
          entityId: userId,
          details: { username: target.username, from: target.isActive, to: isActive },
        });
        return userFor(actor.role, updated);
      });
    },

    async setRole(actor: AdminActor, userId: string, role: Role) {
      return db.transaction(async (tx) => {
        const target = await lockAccount(tx, userId);
        await assertAccountChange(tx, actor.id, target, { role });
        const updated = await applyAccountChange(tx, target, { role }, clock());
        // A staff member made a merchant is a shop waiting for verification, like a new one.
        if (role === 'merchant') {
          await tx.insert(merchantProfiles).values({ userId }).onConflictDoNothing();
        }
        await writeAdminLog(tx, actor, {
          action: 'user.role',
          entityType: 'user',
          entityId: userId,
          details: { username: target.username, from: target.role, to: role },
        });
        return userFor(actor.role, updated);
      });
    },
  };
}
