import { MoreHorizontal } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { cn } from '@client/lib/cn';
import { lazyPart } from '@client/lib/lazy-part';
import { useTillStaff } from '@client/lib/till-user';
import {
  ADMIN_NAV,
  adminNavFor,
  BOTTOM_NAV_LABELS,
  isActivePath,
  merchantNav,
  type NavItem,
} from '../navigation';
import { useText } from '@client/i18n/use-text';
import { navText, type NavKey } from '../nav-text';
import { useBarHeight } from './use-bar-height';
import { isStaff, seesMerchantAreas, useSessionUser } from './use-session-user';

const MoreSheet = lazyPart(() => import('./more-sheet').then((module) => module.default));
const loadMoreSheet = () => void MoreSheet.preload().catch(() => {});

/** The bottom bar's columns: its entries and More (a staff role may open fewer pages). */
const COLUMNS = ['grid-cols-1', 'grid-cols-2', 'grid-cols-3', 'grid-cols-4', 'grid-cols-5'];

const SHORT_LABELS: Partial<Record<string, NavKey>> = BOTTOM_NAV_LABELS;
const shortLabel = (item: NavItem) => SHORT_LABELS[item.path] ?? item.short ?? item.label;

/**
 * Phone navigation: Dashboard, Catalog, Orders, Payments, and a More sheet; in a staff session
 * the first four pages its role may open.
 */
export function BottomNav({ onLogout }: { onLogout: () => void }) {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  // The sheet mounts on first open and stays mounted, so it can animate closed and return focus.
  const [opened, setOpened] = useState(false);
  const moreButton = useRef<HTMLButtonElement>(null);
  const user = useSessionUser();
  const t = useText(navText);
  const bar = useBarHeight<HTMLElement>('bottom');
  const merchant = seesMerchantAreas(user?.role);
  const nav = merchantNav(useTillStaff());
  const primary = merchant ? nav.bottom : ADMIN_NAV.slice(0, 4);
  const sheetPrimary = merchant ? nav.sheetPrimary.filter((item) => !primary.includes(item)) : [];
  const shown = new Set([...primary, ...sheetPrimary].map((item) => item.path));
  const rest = [
    ...(merchant ? [...nav.sidebar, ...(nav.settings ? [nav.settings] : [])] : []),
    ...(isStaff(user?.role) ? adminNavFor(user?.role) : []),
  ].filter((item) => !shown.has(item.path));

  return (
    <nav
      ref={bar}
      aria-label={t('mainNav')}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 grid border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden',
        COLUMNS[primary.length],
      )}
    >
      {primary.map((item) => {
        const Icon = item.icon;
        const active = isActivePath(item, location);
        const label = t(shortLabel(item));
        return (
          <Link
            key={item.path}
            href={item.path}
            aria-current={active ? 'page' : undefined}
            className={cn(
              'flex h-16 flex-col items-center justify-center gap-1 text-[0.6875rem] font-medium',
              active ? 'text-brand-700' : 'text-slate-500',
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
            {/* Two lines rather than cut off: the admin's words are long in some languages. */}
            <span className="line-clamp-2 max-w-full px-0.5 text-center leading-tight [overflow-wrap:anywhere]">
              {label}
            </span>
          </Link>
        );
      })}
      <button
        ref={moreButton}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadMoreSheet}
        onFocus={loadMoreSheet}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="flex h-16 flex-col items-center justify-center gap-1 text-[0.6875rem] font-medium text-slate-500"
      >
        <MoreHorizontal className="size-5" aria-hidden="true" />
        {t('more')}
      </button>
      {opened ? (
        <MoreSheet
          open={open}
          onOpenChange={setOpen}
          primary={sheetPrimary}
          rest={rest}
          onLogout={onLogout}
          returnFocus={moreButton}
        />
      ) : null}
    </nav>
  );
}
