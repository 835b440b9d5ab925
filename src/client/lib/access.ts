import type { Role, User } from '@shared/auth/auth.schemas';

export type RequiredRole = 'merchant' | 'admin';

export type AccessDecision =
  | { allow: true; user: User }
  | { allow: false; redirect: '/merchant/login' | '/admin/login'; clearSession: boolean };

const isRole = (value: unknown): value is Role =>
  value === 'merchant' || value === 'admin' || value === 'super_admin';

/**
 * The access guard (docs/product.md "States"): no token or user -> login; an unparsable user clears the
 * session; admin routes send non-admins to the merchant login; merchant routes send non-merchants
 * to the admin login; super_admin passes every guard.
 */
export function decideAccess(
  required: RequiredRole,
  token: string | null,
  rawUser: string | null,
): AccessDecision {
  const login = required === 'admin' ? '/admin/login' : '/merchant/login';
  if (!token || !rawUser) return { allow: false, redirect: login, clearSession: false };
  let user: User;
  try {
    user = JSON.parse(rawUser) as User;
  } catch {
    return { allow: false, redirect: login, clearSession: true };
  }
  if (!user || typeof user !== 'object' || !isRole(user.role)) {
    return { allow: false, redirect: login, clearSession: true };
  }
  if (user.role === 'super_admin') return { allow: true, user };
  if (required === 'admin' && user.role !== 'admin') {
    return { allow: false, redirect: '/merchant/login', clearSession: false };
  }
  if (required === 'merchant' && user.role !== 'merchant') {
    return { allow: false, redirect: '/admin/login', clearSession: false };
  }
  return { allow: true, user };
}
