import type { User } from '@shared/auth/auth.schemas';
import type { UserRow } from './sessions';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The public view of a user: never the password hash. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    businessName: row.businessName,
    businessAddress: row.businessAddress,
    businessType: row.businessType,
    language: row.language ?? null,
    isActive: row.isActive,
    managerId: row.managerId,
    lastLogin: iso(row.lastLogin),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
