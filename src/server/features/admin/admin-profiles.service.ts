import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  MerchantProfile,
  ProfileListQuerySchema,
  VerificationSchema,
} from '@shared/admin/admin.schemas';
import type { Deps } from '@server/deps';
import { merchantProfiles, users } from '@server/db/schema/index';
import { notFound } from '@server/lib/app-error';
import { writeAdminLog, type AdminActor } from '@server/lib/admin-log';

type ProfileRow = typeof merchantProfiles.$inferSelect;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toProfileDto(
  profile: ProfileRow,
  user: { name: string; businessName: string | null },
): MerchantProfile {
  return {
    id: profile.id,
    userId: profile.userId,
    name: user.name,
    businessName: user.businessName,
    businessRegistration: profile.businessRegistration,
    taxNumber: profile.taxNumber,
    bankAccount: profile.bankAccount,
    monthlyRevenue: profile.monthlyRevenue,
    employeeCount: profile.employeeCount,
    verificationStatus: profile.verificationStatus,
    verifiedAt: iso(profile.verifiedAt),
    verifiedBy: profile.verifiedBy,
    notes: profile.notes,
    createdAt: profile.createdAt.toISOString(),
  };
}

const liveMerchant = and(eq(users.role, 'merchant'), isNull(users.deletedAt));

export function createAdminProfilesService({ db, clock }: Deps) {
  /** Past the last page there are no rows to carry the total: count on its own. */
  async function countProfiles(where: SQL | undefined) {
    const [row] = await db
      .select({ n: count() })
      .from(merchantProfiles)
      .innerJoin(users, eq(users.id, merchantProfiles.userId))
      .where(where);
    return row?.n ?? 0;
  }

  return {
    async list(query: z.output<typeof ProfileListQuerySchema>) {
      const where = and(
        liveMerchant,
        query.status === 'all' ? undefined : eq(merchantProfiles.verificationStatus, query.status),
      );
      const rows = await db
        .select({
          profile: merchantProfiles,
          name: users.name,
          businessName: users.businessName,
          total: sql<number>`(select count(*)::int from ${merchantProfiles}
            join ${users} on ${users.id} = ${merchantProfiles.userId} where ${where})`,
        })
        .from(merchantProfiles)
        .innerJoin(users, eq(users.id, merchantProfiles.userId))
        .where(where)
        .orderBy(desc(merchantProfiles.createdAt), desc(merchantProfiles.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const total = rows[0]?.total ?? (await countProfiles(where));
      return { items: rows.map((row) => toProfileDto(row.profile, row)), total };
    },

    /** Verified or rejected, by whom and when; a merchant without a profile gets one. */
    async verify(actor: AdminActor, userId: string, input: z.output<typeof VerificationSchema>) {
      return db.transaction(async (tx) => {
        const [merchant] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, userId), liveMerchant));
        if (!merchant) throw notFound('Merchant');
        const now = clock();
        const decision = {
          verificationStatus: input.status,
          verifiedAt: now,
          verifiedBy: actor.id,
          notes: input.notes ?? null,
          updatedAt: now,
        };
        const [previous] = await tx
          .select({ status: merchantProfiles.verificationStatus })
          .from(merchantProfiles)
          .where(eq(merchantProfiles.userId, userId));
        const [profile] = await tx
          .insert(merchantProfiles)
          .values({ userId, ...decision })
          .onConflictDoUpdate({ target: merchantProfiles.userId, set: decision })
          .returning();
        await writeAdminLog(tx, actor, {
          action: `merchant.${input.status}`,
          entityType: 'merchant_profile',
          entityId: userId,
          details: {
            businessName: merchant.businessName,
            from: previous?.status ?? 'pending',
            to: input.status,
            notes: input.notes ?? null,
          },
        });
        return toProfileDto(profile!, merchant);
      });
    },
  };
}
