import * as DialogPrimitive from '@radix-ui/react-dialog';
import { LogOut, MoreHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { DialogTitle, SheetContent } from '@client/components/ui/dialog';
import { cn } from '@client/lib/cn';
import {
  ADMIN_NAV,
  BOTTOM_NAV_LABELS,
  BOTTOM_NAV_PATHS,
  MERCHANT_NAV,
  MORE_SHEET_PRIMARY,
  isActivePath,
  type NavItem,
} from '../navigation';
import { isStaff, seesMerchantAreas, useSessionUser } from './use-session-user';

const byPath = (path: string) => MERCHANT_NAV.find((item) => item.path === path)!;

function SheetLink({ item, onSelect }: { item: NavItem; onSelect: () => void }) {
  const Icon = item.icon;
  return (
    <Link
      href={item.path}
      onClick={onSelect}
      className="flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
    >
      <Icon className="size-5 text-brand-700" aria-hidden="true" />
      {item.label}
    </Link>
  );
}

/** Phone navigation: Dashboard, Catalog, Orders, Payments, and a More sheet. */
export function BottomNav({ onLogout }: { onLogout: () => void }) {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const user = useSessionUser();
  const merchant = seesMerchantAreas(user?.role);
  const primary = merchant ? BOTTOM_NAV_PATHS.map(byPath) : ADMIN_NAV.slice(0, 4);
  const sheetPrimary = merchant ? MORE_SHEET_PRIMARY.map(byPath) : [];
  const shown = new Set([...primary, ...sheetPrimary].map((item) => item.path));
  const rest = [
    ...(merchant ? MERCHANT_NAV : []),
    ...(isStaff(user?.role) ? ADMIN_NAV : []),
  ].filter((item) => !shown.has(item.path));
  const close = () => setOpen(false);

  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-5 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      {primary.map((item) => {
        const Icon = item.icon;
        const active = isActivePath(item, location);
        const label = merchant
          ? BOTTOM_NAV_LABELS[item.path as keyof typeof BOTTOM_NAV_LABELS]
          : item.label.replace('Admin ', '');
        return (
          <Link
            key={item.path}
            href={item.path}
            aria-current={active ? 'page' : undefined}
            className={cn(
              'flex h-16 flex-col items-center justify-center gap-1 text-[11px] font-medium',
              active ? 'text-brand-700' : 'text-slate-500',
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
            <span className="max-w-full truncate px-1">{label}</span>
          </Link>
        );
      })}
      <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
        <DialogPrimitive.Trigger className="flex h-16 flex-col items-center justify-center gap-1 text-[11px] font-medium text-slate-500">
          <MoreHorizontal className="size-5" aria-hidden="true" />
          More
        </DialogPrimitive.Trigger>
        <SheetContent aria-describedby={undefined}>
          <DialogTitle>More</DialogTitle>
          <div className="grid grid-cols-1 gap-1">
            {sheetPrimary.map((item) => (
              <SheetLink key={item.path} item={item} onSelect={close} />
            ))}
          </div>
          {rest.length > 0 ? (
            <div className="grid grid-cols-1 gap-1 border-t border-slate-100 pt-2">
              {rest.map((item) => (
                <SheetLink key={item.path} item={item} onSelect={close} />
              ))}
            </div>
          ) : null}
          <button
            type="button"
            onClick={() => {
              close();
              onLogout();
            }}
            className="flex items-center gap-3 rounded-lg border-t border-slate-100 px-3 py-3 text-base font-medium text-red-700 hover:bg-red-50"
          >
            <LogOut className="size-5" aria-hidden="true" />
            Logout
          </button>
        </SheetContent>
      </DialogPrimitive.Root>
    </nav>
  );
}
