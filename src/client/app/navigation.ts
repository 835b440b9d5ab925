import {
  BarChart3,
  Boxes,
  Building2,
  ClipboardList,
  CreditCard,
  HandCoins,
  LayoutDashboard,
  Mic,
  Package,
  Settings,
  ShieldCheck,
  ShoppingCart,
  Store,
  Tags,
  Truck,
  Users,
  Wallet,
  Wand2,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  label: string;
  path: string;
  icon: LucideIcon;
  /** Other paths that light up this entry. */
  also?: string[];
}

/** Sidebar entries, in the spec's order. */
export const MERCHANT_NAV: NavItem[] = [
  { label: 'Dashboard', path: '/dashboard', icon: LayoutDashboard, also: ['/'] },
  { label: 'Setup Wizard', path: '/setup-wizard', icon: Wand2 },
  { label: 'Voice Ordering', path: '/voice-ordering', icon: Mic },
  { label: 'Micro Lending', path: '/micro-lending', icon: HandCoins },
  { label: 'Stock Catalog', path: '/catalog', icon: Package },
  { label: 'POS System', path: '/pos', icon: ShoppingCart },
  { label: 'Orders', path: '/orders', icon: ClipboardList },
  { label: 'Payments & Wallet', path: '/payments', icon: Wallet },
  { label: 'Credit & BNPL', path: '/credit', icon: CreditCard },
  { label: 'Analytics', path: '/analytics', icon: BarChart3 },
  { label: 'Suppliers', path: '/suppliers', icon: Truck },
  { label: 'Brands', path: '/brands', icon: Tags },
];

/** The owner's settings (VAT registration, trusted phones, password), beside Logout. */
export const SETTINGS_NAV: NavItem = {
  label: 'Settings',
  path: '/settings',
  icon: Settings,
};

export const ADMIN_NAV: NavItem[] = [
  { label: 'Admin Dashboard', path: '/admin/dashboard', icon: ShieldCheck },
  { label: 'Team Management', path: '/admin/employees', icon: Users },
  { label: 'Merchant Center', path: '/admin/merchants', icon: Store },
  { label: 'Admin Analytics', path: '/admin/analytics', icon: Building2 },
  { label: 'System Settings', path: '/admin/settings', icon: Settings },
];

/** Phone bottom navigation; the More sheet holds Analytics and POS first. */
export const BOTTOM_NAV_PATHS = ['/dashboard', '/catalog', '/orders', '/payments'] as const;
export const BOTTOM_NAV_LABELS: Record<(typeof BOTTOM_NAV_PATHS)[number], string> = {
  '/dashboard': 'Dashboard',
  '/catalog': 'Catalog',
  '/orders': 'Orders',
  '/payments': 'Payments',
};
export const MORE_SHEET_PRIMARY = ['/analytics', '/pos'] as const;

export const isActivePath = (item: NavItem, location: string) =>
  location === item.path || (item.also ?? []).includes(location);

export { Boxes as AppIcon };
