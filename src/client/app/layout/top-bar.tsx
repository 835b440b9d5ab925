import { Bell, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Badge } from '@client/components/ui/badge';
import { useStockAlerts } from '@client/features/stock-alerts/api/use-stock-alerts';
import { seesMerchantAreas, useSessionUser } from './use-session-user';

/**
 * Open stock alerts feed the bell for merchants; other roles see none. The bell asks
 * for them itself, so their arrival redraws the bell alone, not the whole layout.
 */
function NotificationButton() {
  const user = useSessionUser();
  const [, navigate] = useLocation();
  const { data } = useStockAlerts(seesMerchantAreas(user?.role));
  const notificationCount = data?.length ?? 0;

  return (
    <button
      type="button"
      aria-label={notificationCount > 0 ? `${notificationCount} notifications` : 'Notifications'}
      className="relative rounded-lg p-2 text-slate-600 hover:bg-slate-100"
      onClick={() => navigate(user?.role === 'admin' ? '/admin/dashboard' : '/analytics')}
    >
      <Bell className="size-5" aria-hidden="true" />
      {notificationCount > 0 ? (
        <span className="absolute right-1 top-1 flex size-4 items-center justify-center rounded-full bg-red-600 text-[10px] font-bold text-white">
          {notificationCount > 9 ? '9+' : notificationCount}
        </span>
      ) : null}
    </button>
  );
}

/** Business-name badge, product search, notifications and the user's name. */
export function TopBar() {
  const user = useSessionUser();
  const [, navigate] = useLocation();
  const [query, setQuery] = useState('');

  const search = (event: FormEvent) => {
    event.preventDefault();
    const term = query.trim();
    navigate(term ? `/catalog?search=${encodeURIComponent(term)}` : '/catalog');
  };

  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:gap-3 sm:px-4">
      <Badge
        variant="secondary"
        className="max-w-[9rem] truncate sm:max-w-xs"
        title={user?.businessName ?? undefined}
      >
        {user?.businessName ?? (user?.role === 'merchant' ? 'My shop' : 'KasiTrade Admin')}
      </Badge>
      <form role="search" onSubmit={search} className="relative min-w-0 flex-1">
        <Search
          className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          type="search"
          aria-label="Search products"
          placeholder="Search products…"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="h-9 w-full rounded-lg border border-slate-200 bg-slate-50 pl-8 pr-2 text-base focus:border-brand-600 focus:bg-white focus:outline-none sm:max-w-sm sm:text-sm"
        />
      </form>
      <NotificationButton />
      <span className="hidden max-w-[10rem] truncate text-sm font-medium text-slate-700 sm:block">
        {user?.name}
      </span>
    </header>
  );
}
