import { useEffect, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { decideAccess, type RequiredRole } from '@client/lib/access';
import { clearSession, getRawUser, getToken } from '@client/lib/storage';
import { useTillStaff } from '@client/lib/till-user';
import { mayOpen, TILL_HOME } from './staff-access';

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

/** A staff session opens only the pages its role may; any other address goes back to the till. */
export function StaffGuard({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const staff = useTillStaff();
  if (!mayOpen(location, staff)) return <Redirect to={TILL_HOME} replace />;
  return <>{children}</>;
}
