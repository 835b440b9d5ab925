import { cn } from '@client/lib/cn';
import { useText } from '@client/i18n/use-text';
import { adminText } from '../admin-text';

export const ADMIN_TABS = [
  { id: 'merchants' },
  { id: 'accounts' },
  { id: 'team' },
  { id: 'analytics' },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]['id'];

/** The four tabs: two by two on phones, one row on wider screens. */
export function AdminTabs({
  value,
  onChange,
}: {
  value: AdminTab;
  onChange: (tab: AdminTab) => void;
}) {
  const t = useText(adminText);
  return (
    <div
      role="tablist"
      aria-label={t('tabs.label')}
      className="grid grid-cols-2 gap-1 sm:flex sm:flex-wrap"
    >
      {ADMIN_TABS.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={`tab-${tab.id}`}
          aria-selected={value === tab.id}
          aria-controls={`panel-${tab.id}`}
          onClick={() => onChange(tab.id)}
          className={cn(
            'rounded-lg px-3 py-2 text-xs font-semibold sm:text-sm',
            value === tab.id
              ? 'bg-brand-700 text-white'
              : 'bg-slate-100 text-slate-700 hover:bg-slate-200',
          )}
        >
          {t(`tabs.${tab.id}`)}
        </button>
      ))}
    </div>
  );
}
