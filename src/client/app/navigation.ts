import {
  Banknote,
  BarChart3,
  Boxes,
  Building2,
  ClipboardCheck,
  ClipboardList,
  DatabaseBackup,
  Contact,
  CreditCard,
  HandCoins,
  LayoutDashboard,
  Mic,
  Package,
  PackagePlus,
  Settings,
  ShieldCheck,
  ShieldHalf,
  ShoppingCart,
  Store,
  Tags,
  Truck,
  UserCog,
  Users,
  Wallet,
  Wand2,
  type LucideIcon,
} from 'lucide-react';
import type { StaffIdentity } from '@shared/shop-staff/shop-staff.schemas';
import type { NavKey } from './nav-text';
import { mayOpen } from './staff-access';

export interface NavItem {
  /** The entry's text in the nav catalogue. */
  label: NavKey;
  /** A shorter text for the phone's bottom navigation. */
  short?: NavKey;
  path: string;
  icon: LucideIcon;
  /** Other paths that light up this entry. */
  also?: string[];
  /** Shown to the operator (super_admin) alone. */
  operatorOnly?: true;
}

/** Sidebar entries, in the spec's order, with Customers (beyond the spec) beside Orders. */
export const MERCHANT_NAV: NavItem[] = [
  { label: 'nav.dashboard', path: '/dashboard', icon: LayoutDashboard, also: ['/'] },
  { label: 'nav.setupWizard', path: '/setup-wizard', icon: Wand2 },
  { label: 'nav.voiceOrdering', path: '/voice-ordering', icon: Mic },
  { label: 'nav.microLending', path: '/micro-lending', icon: HandCoins },
  { label: 'nav.catalog', path: '/catalog', icon: Package },
  { label: 'nav.stockTake', path: '/stock-take', icon: ClipboardCheck },
  {
    label: 'nav.stockIn',
    path: '/stock-in',
    icon: PackagePlus,
    also: ['/stock-in/receive', '/stock-in/orders', '/stock-in/expiring', '/stock-in/write-offs'],
  },
  { label: 'nav.pos', path: '/pos', icon: ShoppingCart },
  { label: 'nav.shifts', path: '/shifts', icon: Banknote },
  { label: 'nav.orders', path: '/orders', icon: ClipboardList },
  { label: 'nav.customers', path: '/customers', icon: Contact },
  { label: 'nav.payments', path: '/payments', icon: Wallet },
  { label: 'nav.credit', path: '/credit', icon: CreditCard },
  { label: 'nav.analytics', path: '/analytics', icon: BarChart3 },
  { label: 'nav.suppliers', path: '/suppliers', icon: Truck },
  { label: 'nav.brands', path: '/brands', icon: Tags },
  { label: 'nav.shopStaff', path: '/shop-staff', icon: UserCog },
  { label: 'nav.compliance', path: '/compliance', icon: ShieldHalf },
];

/** The owner's settings (VAT registration, trusted phones, password), beside Logout. */
export const SETTINGS_NAV: NavItem = {
  label: 'nav.settings',
  path: '/settings',
  icon: Settings,
};

export const ADMIN_NAV: NavItem[] = [
  {
    label: 'nav.adminDashboard',
    short: 'bottom.adminDashboard',
    path: '/admin/dashboard',
    icon: ShieldCheck,
  },
  { label: 'nav.team', short: 'bottom.team', path: '/admin/employees', icon: Users },
  { label: 'nav.merchants', short: 'bottom.merchants', path: '/admin/merchants', icon: Store },
  {
    label: 'nav.adminAnalytics',
    short: 'bottom.adminAnalytics',
    path: '/admin/analytics',
    icon: Building2,
  },
  { label: 'nav.systemSettings', path: '/admin/settings', icon: Settings },
  { label: 'nav.backups', path: '/admin/backups', icon: DatabaseBackup, operatorOnly: true },
];

/** The admin entries a role sees: Backups only for the operator (super_admin). */
export const adminNavFor = (role: string | undefined) =>
  ADMIN_NAV.filter((item) => !item.operatorOnly || role === 'super_admin');

/** Phone bottom navigation; the More sheet holds Analytics, POS and Shifts first. */
export const BOTTOM_NAV_PATHS = ['/dashboard', '/catalog', '/orders', '/payments'] as const;
export const BOTTOM_NAV_LABELS: Record<(typeof BOTTOM_NAV_PATHS)[number], NavKey> = {
  '/dashboard': 'bottom.dashboard',
  '/catalog': 'bottom.catalog',
  '/orders': 'bottom.orders',
  '/payments': 'bottom.payments',
};
export const MORE_SHEET_PRIMARY = ['/analytics', '/pos', '/shifts'] as const;
/** A staff session's bottom navigation: the first four of these its role may open. */
export const STAFF_BOTTOM_NAV_PATHS = [
  '/dashboard',
  '/pos',
  '/catalog',
  '/customers',
  '/credit',
  '/orders',
] as const;

const byPath = (path: string) => MERCHANT_NAV.find((item) => item.path === path)!;

/**
 * The shop's navigation for whoever is at the till: everything for the owner (staff null); for
 * a staff session only the pages its permissions open, and no Settings.
 */
export function merchantNav(staff: StaffIdentity | null) {
  const visible = (item: NavItem) => mayOpen(item.path, staff);
  return {
    sidebar: MERCHANT_NAV.filter(visible),
    settings: staff ? null : SETTINGS_NAV,
    bottom: staff
      ? STAFF_BOTTOM_NAV_PATHS.map(byPath).filter(visible).slice(0, 4)
      : BOTTOM_NAV_PATHS.map(byPath),
    sheetPrimary: MORE_SHEET_PRIMARY.map(byPath).filter(visible),
  };
}

export const isActivePath = (item: NavItem, location: string) =>
  location === item.path || (item.also ?? []).includes(location);

export { Boxes as AppIcon };

/** The page a location shows, named as the navigation names it (for the document's title). */
export const pageLabelOf = (location: string): NavKey | undefined =>
  [...MERCHANT_NAV, SETTINGS_NAV, ...ADMIN_NAV].find((item) => isActivePath(item, location))?.label;
