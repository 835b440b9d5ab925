import {
  CalendarDays,
  Package,
  PackageSearch,
  Tags,
  TrendingDown,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import type { SuggestionKind } from '@shared/analytics/suggestion-kinds';
import type { Suggestion } from '@shared/analytics/smart-dashboard.schemas';
import { Section } from './section';
import { useText } from '@client/i18n/use-text';
import { analyticsText } from '../analytics-text';

const ICONS: Record<SuggestionKind, LucideIcon> = {
  restock: Package,
  below_cost: TrendingDown,
  lapsed_customer: UserRound,
  tier_near_miss: Tags,
  dead_stock: PackageSearch,
  best_weekday: CalendarDays,
};

/** Suggestions worked out from the shop's own figures: the number behind each and what to do. */
export function GrowthSuggestions({
  suggestions,
  sample,
  className,
}: {
  suggestions: Suggestion[];
  sample: boolean;
  className?: string;
}) {
  const t = useText(analyticsText);
  return (
    <Section title={t('growth')} sample={sample} className={className}>
      {suggestions.length === 0 ? (
        <p className="text-sm text-slate-500">{t('growthEmpty')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('growthList')}>
          {suggestions.map((suggestion) => {
            const Icon = ICONS[suggestion.kind];
            return (
              <li
                key={`${suggestion.kind}-${suggestion.productId ?? suggestion.customerId ?? ''}`}
                className="flex gap-3 rounded-lg border border-slate-200 p-3"
                data-testid="suggestion"
              >
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                <div className="min-w-0">
                  <p className="break-words font-semibold text-slate-900">{suggestion.title}</p>
                  <p className="break-words text-sm text-slate-700">{suggestion.figure}</p>
                  <p className="break-words text-sm font-medium text-brand-800">
                    {suggestion.action}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
