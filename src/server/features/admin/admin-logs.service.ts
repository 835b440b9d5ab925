import { count, desc, eq } from 'drizzle-orm';
import type { AdminLog } from '@shared/admin/admin.schemas';
import type { Deps } from '@server/deps';
import { adminLogs, users } from '@server/db/schema/index';

export function createAdminLogsService({ db }: Deps) {
  return {
    /** The audit log, newest first, with the acting user's name. */
    async logs(page: number, pageSize: number) {
      const rows = await db
        .select({ log: adminLogs, actorName: users.name, actorUsername: users.username })
        .from(adminLogs)
        .innerJoin(users, eq(users.id, adminLogs.userId))
        .orderBy(desc(adminLogs.createdAt), desc(adminLogs.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db.select({ n: count() }).from(adminLogs);
      const items: AdminLog[] = rows.map(({ log, actorName, actorUsername }) => ({
        id: log.id,
        userId: log.userId,
        actorName,
        actorUsername,
        action: log.action,
        entityType: log.entityType,
        entityId: log.entityId,
        details: log.details,
        ipAddress: log.ipAddress,
        userAgent: log.userAgent,
        createdAt: log.createdAt.toISOString(),
      }));
      return { items, total: total?.n ?? 0 };
    },
  };
}
