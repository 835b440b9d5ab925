import type { User } from '@shared/auth/auth.schemas';

/** A signed-in account as the server sends it: a merchant unless told otherwise. */
export const testUser = (overrides: Partial<User> = {}): User => ({
  id: 'u1',
  username: 'thandi',
  name: 'Thandi Mokoena',
  email: null,
  phone: '+27721234567',
  role: 'merchant',
  businessName: "Thandi's Spaza",
  businessAddress: null,
  businessType: null,
  language: null,
  isActive: true,
  managerId: null,
  lastLogin: null,
  createdAt: '2026-11-23T08:00:00.000Z',
  updatedAt: '2026-11-23T08:00:00.000Z',
  ...overrides,
});
