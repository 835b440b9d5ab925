import { useEffect, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { decideAccess, type RequiredRole } from '@client/lib/access';
import { clearSession, getRawUser, getToken } from '@client/lib/storage';

/** Renders children only when the stored session passes the guard for this area. */
export function Guard({ role, children }: { role: RequiredRole; children: ReactNode }) {
  const decision = decideAccess(role, getToken(), getRawUser());
  const shouldClear = !decision.allow && decision.clearSession;
  useEffect(() => {
    if (shouldClear) clearSession();
  }, [shouldClear]);
  if (!decision.allow) return <Redirect to={decision.redirect} replace />;
  return <>{children}</>;
}
