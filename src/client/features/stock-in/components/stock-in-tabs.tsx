import { Link, useLocation } from 'wouter';
import { cn } from '@client/lib/cn';
import { useText } from '@client/i18n/use-text';
import { stockInText } from '../stock-in-text';

/** The stock-in screens, each at its own address (the landing page is the deliveries). */
export const STOCK_IN_TABS = [
  { path: '/stock-in/receive', label: 'tab.receive' },
  { path: '/stock-in', label: 'tab.deliveries' },
  { path: '/stock-in/orders', label: 'tab.orders' },
  { path: '/stock-in/expiring', label: 'tab.expiring' },
  { path: '/stock-in/write-offs', label: 'tab.writeOffs' },
] as const;

export function StockInTabs() {
  const t = useText(stockInText);
  const [location] = useLocation();
  return (
    <nav aria-label={t('tabs')} className="print:hidden">
      <ul className="flex flex-wrap gap-1">
        {STOCK_IN_TABS.map((tab) => {
          const current = location === tab.path;
          return (
            <li key={tab.path}>
              <Link
                href={tab.path}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-11 items-center rounded-lg px-3 text-sm font-semibold',
                  current
                    ? 'bg-brand-700 text-white'
                    : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50',
                )}
              >
                {t(tab.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
