import { z } from 'zod';
import { RoleSchema, UserSchema } from '../auth/auth.schemas';
import { AdminPageQuerySchema } from '../paging/paging';

export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export const VerificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export type VerificationStatus = z.infer<typeof VerificationStatusSchema>;

export const ACCOUNT_STATUSES = ['all', 'active', 'inactive'] as const;

/** Lists of accounts: search by name, business name or username; status filter; one page. */
export const UserListQuerySchema = AdminPageQuerySchema.extend({
  search: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
  status: z.enum(ACCOUNT_STATUSES).default('all'),
});
export type UserListQuery = z.input<typeof UserListQuerySchema>;

export const ListRoleParamsSchema = z.object({
  role: z.enum(['merchant', 'admin'], { error: 'Role must be merchant or admin' }),
});

export const UserIdParamsSchema = z.object({
  userId: z.uuid({ error: 'User not found' }),
});

/** A user as the admin views read it: the public user plus the merchant profile figures. */
export const AdminUserSchema = UserSchema.extend({
  verificationStatus: VerificationStatusSchema.nullable(),
  /** This calendar month's paid orders and POS sales (Africa/Johannesburg), decimal string. */
  monthlyRevenue: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
/** A page of accounts: an array; the total across pages is in the TOTAL_COUNT_HEADER header. */
export const AdminUserListSchema = z.array(AdminUserSchema);

export const StatusChangeSchema = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});

export const RoleChangeSchema = z.object({
  role: RoleSchema,
});

export const ProfileListQuerySchema = AdminPageQuerySchema.extend({
  status: z.enum(['all', ...VERIFICATION_STATUSES]).default('all'),
});

export const MerchantProfileSchema = z.object({
  id: z.string(),
  userId: z.string(),
  businessName: z.string().nullable(),
  name: z.string(),
  businessRegistration: z.string().nullable(),
  taxNumber: z.string().nullable(),
  bankAccount: z.string().nullable(),
  monthlyRevenue: z.string(),
  employeeCount: z.number().int(),
  verificationStatus: VerificationStatusSchema,
  verifiedAt: z.string().nullable(),
  verifiedBy: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type MerchantProfile = z.infer<typeof MerchantProfileSchema>;
export const MerchantProfileListSchema = z.array(MerchantProfileSchema);

export const VerificationSchema = z.object({
  status: z.enum(['verified', 'rejected'], { error: 'Status must be verified or rejected' }),
  notes: z.string().trim().max(1000, 'Notes are at most 1000 characters').optional().nullable(),
});
export type Verification = z.input<typeof VerificationSchema>;

export const HealthCheckSchema = z.object({
  name: z.string(),
  status: z.enum(['operational', 'degraded', 'down']),
  detail: z.string(),
});

export const AdminAnalyticsSchema = z.object({
  totalMerchants: z.number().int(),
  activeMerchants: z.number().int(),
  pendingVerifications: z.number().int(),
  /** Decimal string: paid orders and POS sales this calendar month. */
  monthlyRevenue: z.string(),
  newMerchantsThisMonth: z.number().int(),
  /** Paid orders and completed POS sales, all time. */
  totalTransactions: z.number().int(),
  totalRevenue: z.string(),
  accounts: z.object({
    merchantAccounts: z.number().int(),
    adminAccounts: z.number().int(),
    activeUsers: z.number().int(),
    inactiveUsers: z.number().int(),
  }),
  health: z.array(HealthCheckSchema),
  generatedAt: z.string(),
});
export type AdminAnalytics = z.infer<typeof AdminAnalyticsSchema>;

export const AdminLogSchema = z.object({
  id: z.string(),
  userId: z.string(),
  actorName: z.string(),
  actorUsername: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  details: z.unknown(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminLog = z.infer<typeof AdminLogSchema>;
export const AdminLogListSchema = z.array(AdminLogSchema);
