import type { StaffPermission } from '@shared/shop-staff/permissions';
import type { StaffIdentity } from '@shared/shop-staff/shop-staff.schemas';
import { mayDo } from '@client/lib/till-user';

/** Where a staff session starts, and where a page it may not open sends it: the till. */
export const TILL_HOME = '/pos';

/**
 * What a staff session needs to open each page. A path not named here is never for staff,
 * whatever the owner ticks: micro-loans, the wallet overview and float, settings (devices,
 * password), the staff screen, analytics and the setup wizard; nor suppliers and brands, whose
 * screens read more than the server lets staff read. The till is open to every staff session:
 * "Switch user" lives there.
 */
export const STAFF_PAGES: Readonly<Partial<Record<string, StaffPermission>>> = {
  '/': 'day_figures',
  '/dashboard': 'day_figures',
  '/catalog': 'sell',
  '/stock-take': 'change_stock',
  '/stock-in': 'receive_stock',
  '/stock-in/receive': 'receive_stock',
  '/stock-in/orders': 'receive_stock',
  '/stock-in/expiring': 'change_stock',
  '/stock-in/write-offs': 'change_stock',
  '/shifts': 'sell',
  '/customers': 'sell',
  '/credit': 'take_repayments',
  '/orders': 'manage_orders',
  '/voice-ordering': 'manage_orders',
};

/** Whether whoever is at the till may open a page: the owner (no staff) opens every one. */
export function mayOpen(path: string, staff: StaffIdentity | null): boolean {
  if (staff === null || path === TILL_HOME) return true;
  const needs = STAFF_PAGES[path];
  return needs !== undefined && mayDo(staff, needs);
}
