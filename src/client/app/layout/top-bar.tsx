import { Bell, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { Badge } from '@client/components/ui/badge';
import { LanguageSelect } from '@client/components/language-select';
import { mayDo, useTillStaff } from '@client/lib/till-user';
import { useText } from '@client/i18n/use-text';
import { navText } from '../nav-text';
import { SETTINGS_NAV } from '../navigation';
import { NotificationsBell } from './notifications-bell';
import { useBarHeight } from './use-bar-height';
import { isStaff, seesMerchantAreas, useSessionUser } from './use-session-user';

/** Staff have no stock alerts: their bell opens the admin dashboard. */
function StaffBell() {
  const [, navigate] = useLocation();
  const t = useText(navText);
  return (
    <button
      type="button"
      aria-label={t('notifications')}
      className="flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
      onClick={() => navigate('/admin/dashboard')}
    >
      <Bell className="size-5" aria-hidden="true" />
    </button>
  );
}

/**
 * Business-name badge, search, notifications and the user's name (in a staff session, the
 * person at the till, without the owner's settings link). In the admin portal the search finds
 * merchants; in the shop it finds products.
 */
export function TopBar() {
  const user = useSessionUser();
  const [location, navigate] = useLocation();
  const [query, setQuery] = useState('');
  const t = useText(navText);
  const bar = useBarHeight<HTMLElement>('top');
  const merchant = seesMerchantAreas(user?.role);
  const tillStaff = useTillStaff();
  const findsMerchants = isStaff(user?.role) && (!merchant || location.startsWith('/admin'));
  const target = findsMerchants
    ? { path: '/admin/merchants', label: t('searchMerchants') }
    : { path: '/catalog', label: t('searchProducts') };

  const search = (event: FormEvent) => {
    event.preventDefault();
    const term = query.trim();
    navigate(term ? `${target.path}?search=${encodeURIComponent(term)}` : target.path);
  };

  return (
    <header
      ref={bar}
      className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:gap-3 sm:px-4"
    >
      <Badge
        variant="secondary"
        className="max-w-[40%] truncate sm:max-w-xs"
        title={user?.businessName ?? undefined}
      >
        {user?.businessName ?? (user?.role === 'merchant' ? t('myShop') : t('adminBadge'))}
      </Badge>
      <form role="search" onSubmit={search} className="relative min-w-0 flex-1">
        <Search
          className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          type="search"
          aria-label={target.label}
          placeholder={`${target.label}…`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="h-9 w-full rounded-lg border border-field bg-slate-50 pl-8 pr-2 text-base focus:border-focus focus:bg-white focus:outline-none sm:max-w-sm sm:text-sm"
        />
      </form>
      <LanguageSelect className="hidden w-32 shrink-0 sm:inline-flex" />
      {/* Stock alerts are for whoever may change stock (a staff role without it has no bell);
          the compliance reminders for the owner. */}
      {!merchant ? (
        <StaffBell />
      ) : mayDo(tillStaff, 'change_stock') ? (
        <NotificationsBell owner={!tillStaff} />
      ) : null}
      {merchant && !tillStaff ? (
        <Link
          href={SETTINGS_NAV.path}
          title={t(SETTINGS_NAV.label)}
          className="hidden max-w-[10rem] truncate text-sm font-medium text-slate-700 hover:underline sm:block"
        >
          {user?.name}
        </Link>
      ) : (
        <span className="hidden max-w-[10rem] truncate text-sm font-medium text-slate-700 sm:block">
          {tillStaff?.name ?? user?.name}
        </span>
      )}
    </header>
  );
}
