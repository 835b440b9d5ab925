import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { cn } from '@client/lib/cn';
import { useTillStaff } from '@client/lib/till-user';
import { adminNavFor, AppIcon, isActivePath, merchantNav, type NavItem } from '../navigation';
import { useText } from '@client/i18n/use-text';
import { navText } from '../nav-text';
import { isStaff, seesMerchantAreas, useSessionUser } from './use-session-user';

function NavLink({ item, location }: { item: NavItem; location: string }) {
  const active = isActivePath(item, location);
  const Icon = item.icon;
  const t = useText(navText);
  return (
    <Link
      href={item.path}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
        active ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {t(item.label)}
    </Link>
  );
}

/**
 * Desktop sidebar; the Administration section only for admin and super_admin; in a staff
 * session only what the role may open.
 */
export function Sidebar({ onLogout }: { onLogout: () => void }) {
  const [location] = useLocation();
  const user = useSessionUser();
  const t = useText(navText);
  const nav = merchantNav(useTillStaff());
  return (
    <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-r border-slate-200 bg-white lg:flex">
      <Link href="/dashboard" className="flex items-center gap-2 px-5 py-5">
        <span className="flex size-9 items-center justify-center rounded-lg bg-brand-700 text-white">
          <AppIcon className="size-5" aria-hidden="true" />
        </span>
        <span className="text-lg font-bold text-slate-900">KasiTrade</span>
      </Link>
      <nav
        aria-label={t('mainNav')}
        className="flex flex-1 flex-col gap-1 overflow-y-auto px-3 pb-4"
      >
        {seesMerchantAreas(user?.role)
          ? nav.sidebar.map((item) => <NavLink key={item.path} item={item} location={location} />)
          : null}
        {isStaff(user?.role) ? (
          <>
            <p className="mt-4 px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-hint">
              {t('administration')}
            </p>
            {adminNavFor(user?.role).map((item) => (
              <NavLink key={item.path} item={item} location={location} />
            ))}
          </>
        ) : null}
      </nav>
      {seesMerchantAreas(user?.role) && nav.settings ? (
        <div className="px-3">
          <NavLink item={nav.settings} location={location} />
        </div>
      ) : null}
      <button
        type="button"
        onClick={onLogout}
        className="m-3 flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        <LogOut className="size-4" aria-hidden="true" />
        {t('logout')}
      </button>
    </aside>
  );
}
