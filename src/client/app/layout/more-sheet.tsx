import * as DialogPrimitive from '@radix-ui/react-dialog';
import { LogOut } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'wouter';
import { DialogTitle, SheetContent } from '@client/components/ui/dialog';
import { LanguageSelect } from '@client/components/language-select';
import { useText } from '@client/i18n/use-text';
import { navText } from '../nav-text';
import type { NavItem } from '../navigation';

function SheetLink({ item, onSelect }: { item: NavItem; onSelect: () => void }) {
  const Icon = item.icon;
  const t = useText(navText);
  return (
    <Link
      href={item.path}
      onClick={onSelect}
      className="flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
    >
      <Icon className="size-5 text-brand-700" aria-hidden="true" />
      {t(item.label)}
    </Link>
  );
}

interface MoreSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  primary: NavItem[];
  rest: NavItem[];
  onLogout: () => void;
  /** The More button, focused again when the sheet closes. */
  returnFocus: RefObject<HTMLButtonElement | null>;
}

/** The phone navigation's More sheet; loaded on first open, so the dialog code stays off the first load. */
export default function MoreSheet({
  open,
  onOpenChange,
  primary,
  rest,
  onLogout,
  returnFocus,
}: MoreSheetProps) {
  const close = () => onOpenChange(false);
  const t = useText(navText);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {/* The links scroll; Logout stays in sight below them on the smallest phone. */}
      <SheetContent
        aria-describedby={undefined}
        className="overflow-hidden"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <DialogTitle>{t('more')}</DialogTitle>
        <LanguageSelect className="w-full" />
        <div className="-mx-1 flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto px-1">
          <div className="grid grid-cols-1 gap-1">
            {primary.map((item) => (
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
        </div>
        <button
          type="button"
          onClick={() => {
            close();
            onLogout();
          }}
          className="flex shrink-0 items-center gap-3 rounded-lg border-t border-slate-100 px-3 py-3 text-base font-medium text-red-700 hover:bg-red-50"
        >
          <LogOut className="size-5" aria-hidden="true" />
          {t('logout')}
        </button>
      </SheetContent>
    </DialogPrimitive.Root>
  );
}
